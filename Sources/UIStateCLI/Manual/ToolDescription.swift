/// The parser's description of the tool (`uistate --experimental-dump-help`, serialization
/// version 0), the fields the man pages use. swift-argument-parser does not export its own
/// types for this format as a library product.
struct ToolDescription: Decodable {
    var serializationVersion: Int
    var command: Command

    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var shouldDisplay: Bool
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        enum Kind: String, Decodable { case positional, option, flag }

        struct Name: Decodable {
            enum Kind: String, Decodable { case long, short, longWithSingleDash }
            var kind: Kind
            var name: String
        }

        var kind: Kind
        var shouldDisplay: Bool
        var isOptional: Bool
        var isRepeating: Bool
        var parsingStrategy: String
        var names: [Name]?
        var preferredName: Name?
        var valueName: String?
        var defaultValue: String?
        var allValues: [String]?
        var abstract: String?
        var discussion: String?
    }
}
