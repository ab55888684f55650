/// A NULL-terminated array of C strings that lives as long as this value (argv, envp).
public final class CStringList {
    public let pointers: [UnsafeMutablePointer<CChar>?]

    public init(_ strings: [String]) {
        pointers = strings.map { string in
            let utf8 = Array(string.utf8)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
            for (index, byte) in utf8.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[utf8.count] = 0
            return copy
        } + [nil]
    }

    deinit {
        for pointer in pointers { pointer?.deallocate() }
    }
}
