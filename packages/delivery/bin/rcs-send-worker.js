#!/usr/bin/env node
// Committed launcher of the built program: installs can link the bin before dist/ exists.
import '../dist/bin.js';
