"""Reads the contract with Python's own tools, as a Python team would.

Validates schemas/openapi.yaml with openapi-spec-validator and checks the JSON Schemas with
jsonschema (Draft 2020-12, formats asserted); then prints, for each JSON request read from
standard input (a JSON array), whether the request schema named as the first argument
(send-request.schema.json or send-request.canonical.schema.json) accepts it.
"""
import json
import sys
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator, FormatChecker
from openapi_spec_validator import validate

schemas = Path(__file__).resolve().parents[2] / "schemas"
validate(yaml.safe_load((schemas / "openapi.yaml").read_text()))
for name in ("send-request", "send-request.canonical", "error-response", "success-response"):
    Draft202012Validator.check_schema(json.loads((schemas / f"{name}.schema.json").read_text()))
validator = Draft202012Validator(json.loads((schemas / sys.argv[1]).read_text()), format_checker=FormatChecker())
print(json.dumps([validator.is_valid(request) for request in json.load(sys.stdin)]))
