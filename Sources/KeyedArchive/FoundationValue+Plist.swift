import PropertyList

extension FoundationValue {
    /// A plain property list value in the decoded-value vocabulary (UIDs become objects named
    /// after them, as a plist outside an archive has nothing to resolve them to).
    public init(plist value: PropertyListValue, nesting: Int = 0) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .integer(i)
        case .real32(let f): self = .real32(f)
        case .real64(let d): self = .real64(d)
        case .date(let t): self = .date(t)
        case .data(let d): self = FoundationDecoder.data(d, nesting: nesting)
        case .string(let s): self = .string(s)
        case .uid(let u): self = .object(className: "UID \(u)", fields: [])
        case .array(let items): self = .array(items.map { FoundationValue(plist: $0, nesting: nesting) })
        case .set(let items): self = .set(items.map { FoundationValue(plist: $0, nesting: nesting) })
        case .dictionary(let entries): self = .dictionary(entries.map { FoundationEntry(.string($0.key), FoundationValue(plist: $0.value, nesting: nesting)) })
        }
    }
}
