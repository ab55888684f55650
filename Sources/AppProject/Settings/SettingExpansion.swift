/// Expands build-setting references in a value as Xcode does: `$(NAME)`, `${NAME}`, nested
/// (`$(A_$(B))`), and the operators projects use in names and paths (`:rfc1034identifier`,
/// `:c99extidentifier`, `:identifier`, `:lower`, `:upper`, `:default=`, `:dir`, `:file`,
/// `:base`, `:suffix`, `:standardizepath`). References nest at most 16 deep, so a setting
/// that refers to itself ends.
enum SettingExpansion {
    static let maximumDepth = 16

    static func expand(_ text: String, depth: Int, undefined: inout Set<String>, lookup: (String) -> String?) -> String {
        guard text.contains("$"), depth < maximumDepth else { return text }
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let c = characters[index]
            guard c == "$", index + 1 < characters.count, characters[index + 1] == "(" || characters[index + 1] == "{" else {
                out.append(c)
                index += 1
                continue
            }
            let close: Character = characters[index + 1] == "(" ? ")" : "}"
            var nesting = 0
            var end = index + 2
            while end < characters.count {
                if characters[end] == characters[index + 1] { nesting += 1 }
                if characters[end] == close {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                end += 1
            }
            guard end < characters.count else {
                out += String(characters[index...])
                break
            }
            let inner = expand(String(characters[(index + 2)..<end]), depth: depth + 1, undefined: &undefined, lookup: lookup)
            var operators = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = operators.removeFirst()
            var value: String
            if let raw = lookup(name) {
                value = expand(raw, depth: depth + 1, undefined: &undefined, lookup: lookup)
            } else {
                value = ""
                if !operators.contains(where: { $0.hasPrefix("default=") }) { undefined.insert(name) }
            }
            for operation in operators { value = apply(operation, to: value) }
            out += value
            index = end + 1
        }
        return out
    }

    static func apply(_ operation: String, to value: String) -> String {
        func mapped(_ keep: (Character) -> Bool, _ replacement: Character) -> String {
            String(value.map { keep($0) ? $0 : replacement })
        }
        let lastComponent = value.split(separator: "/").last.map(String.init) ?? value
        switch operation {
        case "rfc1034identifier": return mapped({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }, "-")
        case "c99extidentifier", "identifier":
            let identifier = mapped({ $0.isLetter || $0.isNumber || $0 == "_" }, "_")
            return identifier.first?.isNumber == true ? "_" + identifier : identifier
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "dir": return value.contains("/") ? String(value[..<value.lastIndex(of: "/")!]) + "/" : "./"
        case "file": return lastComponent
        case "base": return lastComponent.contains(".") ? String(lastComponent[..<lastComponent.lastIndex(of: ".")!]) : lastComponent
        case "suffix": return lastComponent.contains(".") ? String(lastComponent[lastComponent.lastIndex(of: ".")!...]) : ""
        default:
            if operation.hasPrefix("default="), value.isEmpty { return String(operation.dropFirst("default=".count)) }
            return value
        }
    }
}
