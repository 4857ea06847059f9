/** How one error code is documented: its default description, the rule it enforces and where. @public */
export interface ErrorDefinition {
  /** The human sentence every issue with this code carries as its `description`. */
  readonly description: string;
  /** The rule, stated as a requirement on the request. */
  readonly rule: string;
  /** Where the rule is stated: sections of the API reference (`section 2.6`), or its `decisions`. */
  readonly source: string;
  /** The `param` it is reported at, with `i`, `j`, `k` standing for indexes. */
  readonly param: string;
}
