import Foundation

/// A book of the shelf: archived as it is in the books list's state.
final class Book: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }

    let identifier: String
    let title: String

    init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }

    required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(forKey: "identifier") as? String, let title = coder.decodeObject(forKey: "title") as? String else { return nil }
        self.identifier = identifier
        self.title = title
    }

    func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
        coder.encode(title, forKey: "title")
    }
}

/// The books, kept on disk.
@MainActor
final class BookShelf {
    static let shared = BookShelf()
    private(set) var books: [Book] = []

    func load() {
        books = [Book(identifier: "b1", title: "The Left Hand of Darkness")]
    }

    func save() {}

    func book(_ identifier: String) -> Book? {
        books.first { $0.identifier == identifier }
    }
}
