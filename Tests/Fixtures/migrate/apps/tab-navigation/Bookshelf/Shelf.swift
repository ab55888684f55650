/// The books of each shelf, by the shelf's restoration identifier.
enum Shelf {
    static let books: [String: [String]] = [
        "Reading": ["Middlemarch", "The Rings of Saturn", "Pale Fire"],
        "Wishlist": ["Austerlitz", "Bleak House"],
    ]
}
