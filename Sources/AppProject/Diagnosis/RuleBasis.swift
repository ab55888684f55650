/// What a rule's claim rests on, as data a reader can check: each public source (a sentence
/// of Apple's documentation, a method of the published UIKit decompilation, a reproducible
/// public report) and how sure the claim is. A rule errs only on a basis that shows the state
/// is lost; where sources disagree it warns and says what is disputed. `doctor --rules`, the
/// SARIF rules' help and docs/doctor.md show it.
public struct RuleBasis: Sendable {
    public enum Certainty: String, Sendable, CaseIterable {
        /// Apple documents it, or the decompiled UIKit shows it.
        case established
        /// A public report reproduces it; nothing documents it.
        case reported
        /// Sources disagree: the finding says what is disputed and is at most a warning.
        case disputed
        /// What doctor reads of the project or the recorded states, not a claim about UIKit.
        case observed
        /// Advice (a deprecation, Apple's recommendation): nothing shown lost.
        case advice

        /// One line for the docs and `--rules`.
        public var meaning: String {
            switch self {
            case .established: "established: Apple's documentation or the decompiled UIKit shows it"
            case .reported: "reported: a public report reproduces it"
            case .disputed: "disputed: sources disagree"
            case .observed: "observed: what the project or the recorded states show"
            case .advice: "advice: nothing is shown lost"
            }
        }
    }

    public struct Source: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case appleDocumentation = "Apple documentation"
            case decompiledUIKit = "UIKit decompilation"
            case publicReport = "public report"
            /// The code of a tool that writes the project (Tuist), at a commit.
            case generatorSource = "generator source"
        }

        public var kind: Kind
        /// The page, the method (`-[_UISceneUserActivityManager _saveSceneRestorationState]`,
        /// iOS 26.1), the report.
        public var title: String
        public var url: String
        /// The sentence, or what the method does.
        public var says: String

        public init(_ kind: Kind, _ title: String, _ url: String, _ says: String) {
            self.kind = kind
            self.title = title
            self.url = url
            self.says = says
        }
    }

    public var certainty: Certainty
    public var sources: [Source]
    /// What is disputed, when `certainty` is `.disputed`.
    public var dispute: String?

    public init(_ certainty: Certainty, _ sources: [Source], dispute: String? = nil) {
        self.certainty = certainty
        self.sources = sources
        self.dispute = dispute
    }

    /// The basis in a few lines of text (for `--rules` and SARIF's help).
    public var text: String {
        var lines = ["Certainty: " + certainty.meaning + "."]
        if let dispute { lines.append("Disputed: " + dispute) }
        for source in sources {
            lines.append("- \(source.kind.rawValue), \(source.title): \(source.says) <\(source.url)>")
        }
        return lines.joined(separator: "\n")
    }
}
