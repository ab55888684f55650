import Foundation
import Testing

/// Validates JSON output against the schemas in docs/schemas with Python's `jsonschema`
/// (Debian: python3-jsonschema; .ci/run installs it).
public enum JSONSchema {
    static let candidates = ["python3", "/usr/bin/python3"]

    /// A Python that has the `jsonschema` module.
    static let python: String? = candidates.first { python in
        (try? ProcessRunner.run(python, ["-c", "import jsonschema"]))?.status == 0
    }

    public static var validatorAvailable: Bool { python != nil || ProcessRunner.toolsRequired }
    public static let missingReason: Comment = "no python3 with the jsonschema module: JSON schema tests skipped"

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// Throws when `json` does not validate against the schema in `file` (any draft it names:
    /// the official SARIF 2.1.0 schema is draft-04).
    public static func validate(_ json: String, schemaFile file: URL) throws {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator_class = jsonschema.validators.validator_for(schema)
            validator_class.check_schema(schema)
            errors = list(validator_class(schema).iter_errors(json.load(sys.stdin)))
            for e in errors[:5]: print(f"{list(e.absolute_path)}: {e.message[:300]}")
            sys.exit(1 if errors else 0)
            """
        let result = try ProcessRunner.run(python!, ["-c", script, file.path], input: Array(json.utf8))
        guard result.status == 0 else { throw Invalid(description: "\(file.lastPathComponent): \(result.stdout)\(result.stderr)") }
    }

    /// Throws when `json` does not validate against `docs/schemas/<schema>`.
    public static func validate(_ json: String, schema: String) throws {
        let script = """
            import json, sys, pathlib, jsonschema
            folder = pathlib.Path(sys.argv[1])
            documents = {f"https://uistate.invalid/schemas/{p.name}": json.loads(p.read_text()) for p in folder.glob("*.schema.json")}
            schema = json.loads((folder / sys.argv[2]).read_text())
            jsonschema.Draft202012Validator.check_schema(schema)
            try:
                import referencing
                registry = referencing.Registry().with_resources([(uri, referencing.Resource.from_contents(d)) for uri, d in documents.items()])
                validator = jsonschema.Draft202012Validator(schema, registry=registry)
            except ImportError:
                resolver = jsonschema.RefResolver(base_uri=schema["$id"], referrer=schema, store=documents)
                validator = jsonschema.Draft202012Validator(schema, resolver=resolver)
            errors = list(validator.iter_errors(json.load(sys.stdin)))
            for e in errors[:5]: print(f"{list(e.absolute_path)}: {e.message[:300]}")
            sys.exit(1 if errors else 0)
            """
        let folder = Checkout.root.appendingPathComponent("docs/schemas").path
        let result = try ProcessRunner.run(python!, ["-c", script, folder, schema], input: Array(json.utf8))
        guard result.status == 0 else { throw Invalid(description: "\(schema): \(result.stdout)\(result.stderr)") }
    }
}
