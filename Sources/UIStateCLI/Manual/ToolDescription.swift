import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The parser's description of the tool (`uistate --experimental-dump-help`, serialization
/// version 0), the fields the man pages and completion use. swift-argument-parser does not
/// export its own types for this format as a library product.
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

extension ToolDescription {
    /// This tool's description, from the parser's public `--experimental-dump-help` (asked
    /// in-process: the parser answers it as it answers `--help`).
    static var current: ToolDescription? {
        do {
            _ = try UIState.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            return try? JSONDecoder().decode(ToolDescription.self, from: Data(UIState.fullMessage(for: error).utf8))
        }
    }
}

extension ToolDescription.Command {
    func subcommand(_ name: String) -> ToolDescription.Command? {
        subcommands?.first { $0.commandName == name }
    }

    /// Every spelling (`-n`, `--message`) of the options that take a value.
    var optionsTakingValues: Set<String> {
        var names = Set<String>()
        for argument in arguments ?? [] where argument.kind == .option {
            for name in argument.names ?? [] {
                names.insert(name.kind == .long ? "--" + name.name : "-" + name.name)
            }
        }
        return names
    }
}
