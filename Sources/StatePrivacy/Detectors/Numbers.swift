/// Numbers in a state that are not what they look like: a Luhn-valid order number is not a
/// card. A key whose words say the number is an order's, an invoice's, a receipt's, a
/// tracking, booking or confirmation number, a serial or a barcode is another number,
/// whatever its digits.
enum Numbers {
    static let otherNumberWords: Set<String> = [
        "order", "orders", "invoice", "receipt", "tracking", "booking", "reservation", "confirmation", "reference", "ref", "transaction", "ticket",
        "serial", "sku", "upc", "ean", "gtin", "isbn", "barcode", "shipment", "parcel", "consignment", "policy",
    ]

    static func isOtherNumberKey(_ words: [String]) -> Bool {
        words.contains { otherNumberWords.contains($0) }
    }

    /// A finite number written with a decimal point and no exponent (`10.0`, `0.001`).
    static func decimal(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
