import Foundation
import Synchronization
import TestSupport

/// The UIKit stand-in (Tests/UIKitStandIn/Swift: a module named `UIKit` that behaves, with what
/// Linux's Foundation lacks), compiled once per test process into a shared library and its
/// module, which every app is compiled against and linked with.
enum StandInBuild {
    static let built = Mutex<Result<URL, StandInError>?>(nil)

    static func folder() throws -> URL {
        try built.withLock { cached in
            if let cached { return try cached.get() }
            let result = Result { try compile() }.mapError { StandInError(message: "\($0)") }
            cached = result
            return try result.get()
        }
    }

    static func compile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-uikit-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = Checkout.root.appendingPathComponent("Tests/UIKitStandIn/Swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { sources.appendingPathComponent($0).path }
        let result = try ProcessRunner.run("swiftc", [
            "-emit-library", "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
            "-o", folder.appendingPathComponent("libUIKit.so").path,
            "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
        ] + files, timeout: 600)
        try result.succeeded()
        return folder
    }
}

struct StandInError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
