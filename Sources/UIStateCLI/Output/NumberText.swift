/// Numbers with a fixed count of decimals (`12.5 ms`, `1.25 MiB`), without Foundation's
/// `String(format:)`.
enum NumberText {
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        var fraction = String(units % Int64(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = value < 0 && units != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A size for people: `812 bytes`, `14.2 KiB`, `3.05 MiB`.
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) bytes" }
        if count < 1 << 20 { return fixed(Double(count) / 1024, decimals: 1) + " KiB" }
        return fixed(Double(count) / Double(1 << 20), decimals: 2) + " MiB"
    }
}
