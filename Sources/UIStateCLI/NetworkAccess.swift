import Foundation
import Git
import StateRepository

/// Credentials and progress for network commands.
enum NetworkAccess {
    static func credentials(_ store: SnapshotStore?) -> Credentials {
        SnapshotStore.NetworkOptions.credentials(environment: ProcessInfo.processInfo.environment) { key in
            (try? store?.setting(key)) ?? nil
        }
    }

    static func describe(_ update: SnapshotStore.RefUpdate) -> String {
        let name = update.name.replacingOccurrences(of: "refs/remotes/", with: "").replacingOccurrences(of: "refs/tags/", with: "tag ")
        switch (update.old, update.new) {
        case (nil, let new?): return " * [new] \(name) \(new.short)"
        case (let old?, nil): return " - [deleted] \(name) (was \(old.short))"
        case (let old?, let new?): return "   \(old.short)..\(new.short) \(name)"
        case (nil, nil): return " \(name)"
        }
    }
}
