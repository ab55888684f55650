import Foundation

@MainActor
final class TrailMap {
    static let shared = TrailMap()

    func refresh() {}
}
