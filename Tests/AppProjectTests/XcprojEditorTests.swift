@testable import AppProject
import Foundation
import TestSupport
import Testing

/// `project.xcproj` edited as Xcode writes it: each edit a range of the file, everything else
/// kept; what is added in Xcode's layout and order; a setting folded as Xcode folds it.
@Suite("project.xcproj: edits as Xcode writes them")
struct XcprojEditorTests {
    static let project = """
        {
          "default-configuration": "Release",
          "configurations": [
            "Debug",
            "Release",
          ],
          "localizations": {
            "development": "en",
          },
          "files": [
            {
              "kind": "group",
              "path": "App",
              "children": [
                { "path": "Sources/AppDelegate.swift", "target-membership": [ "App/compile-sources" ] },
                {
                  "path": "Shared.swift",
                  "target-membership": [
                    "App/compile-sources",
                    "Widget/compile-sources",
                  ],
                }, {
                  "kind": "variant-group",
                  "name": "Main.storyboard",
                  "target-membership": [
                    "App/resources",
                  ],
                  "children": [
                    {
                      "path": "Base.lproj/Main.storyboard",
                    },
                  ],
                },
              ],
            },
          ],
          "targets": [
            {
              "name": "App",
              "id": "A1",
              "product-type": "application",
              "build-phases": [
                "compile-sources",
                "resources",
              ],
              "build-settings": {
                "INFOPLIST_FILE": "App/Info.plist",
                "IPHONEOS_DEPLOYMENT_TARGET[config=Debug]": "12.0",
                "IPHONEOS_DEPLOYMENT_TARGET[config=Release]": "11.0",
                "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]": "14.0",
                "SWIFT_VERSION": "5.0",
              },
            }, {
              "name": "Widget",
              "id": "W1",
              "product-type": "app-extension",
              "build-phases": [
                "compile-sources",
              ],
            },
          ],
        }

        """

    static func edited(_ text: String, _ change: (XcprojEditor) throws -> [TextEdit]) throws -> String {
        let bytes = Array(text.utf8)
        let editor = try XcprojEditor(bytes: bytes)
        let result = try TextEdit.apply(try change(editor), to: bytes)
        // What is written reads back.
        _ = try XcprojEditor(bytes: result)
        return String(decoding: result, as: UTF8.self)
    }

    @Test("a setting the same in every configuration: the plain key in sorted order, its [config=] keys gone, an sdk condition kept")
    func folded() throws {
        let text = try Self.edited(Self.project) { try $0.setting([("IPHONEOS_DEPLOYMENT_TARGET", "13.0"), ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES")], target: "App") }
        #expect(text == Self.project.replacingOccurrences(of: """
                    "INFOPLIST_FILE": "App/Info.plist",
                    "IPHONEOS_DEPLOYMENT_TARGET[config=Debug]": "12.0",
                    "IPHONEOS_DEPLOYMENT_TARGET[config=Release]": "11.0",
            """, with: """
                    "INFOPLIST_FILE": "App/Info.plist",
                    "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
                    "IPHONEOS_DEPLOYMENT_TARGET": "13.0",
            """))
        #expect(try ProjectFormatConversion.rewritten(Array(text.utf8)) == text, "in Xcode's layout")
        // Made again: nothing to do.
        let again = try XcprojEditor(bytes: Array(text.utf8)).setting([("IPHONEOS_DEPLOYMENT_TARGET", "13.0")], target: "App")
        #expect(again.isEmpty)
    }

    @Test("a value replaced in place, a setting removed with its line, one added where none was: the target's build-settings made in the format's key order")
    func replacedRemovedAdded() throws {
        let text = try Self.edited(Self.project) { editor in
            try editor.setting([("SWIFT_VERSION", "6.0"), ("INFOPLIST_FILE", nil)], target: "App") + editor.setting([("PRODUCT_NAME", "Widget")], target: "Widget")
        }
        #expect(text.contains("        \"SWIFT_VERSION\": \"6.0\",\n"))
        #expect(!text.contains("INFOPLIST_FILE"))
        #expect(text.contains("""
                  "build-phases": [
                    "compile-sources",
                  ],
                  "build-settings": {
                    "PRODUCT_NAME": "Widget",
                  },
                },
              ],
            """))
        // Every other line stays.
        let before = Set(Self.project.split(separator: "\n")), after = Set(text.split(separator: "\n"))
        #expect(before.subtracting(after) == ["        \"INFOPLIST_FILE\": \"App/Info.plist\",", "        \"SWIFT_VERSION\": \"5.0\","])
        #expect(try ProjectFormatConversion.rewritten(Array(text.utf8)) == text, "in Xcode's layout")
    }

    @Test("new files after the one beside them, on one line each with their membership; an uncompiled one without; in the file's folder")
    func files() throws {
        let text = try Self.edited(Self.project) { try $0.adding([.init(path: "SceneDelegate.swift", compiled: true), .init(path: "Info.plist", compiled: false)],
                                                                  besideFileNamed: "AppDelegate.swift", target: "App") }
        #expect(text.contains("""
                    { "path": "Sources/AppDelegate.swift", "target-membership": [ "App/compile-sources" ] },
                    { "path": "Sources/SceneDelegate.swift", "target-membership": [ "App/compile-sources" ] },
                    { "path": "Sources/Info.plist" },
                    {
                      "path": "Shared.swift",
            """))
    }

    @Test("after a multi-line item that shares its line with the next (`}, {`), a one-line item breaks the pair as Xcode does")
    func joinedItems() throws {
        let text = try Self.edited(Self.project) { try $0.adding([.init(path: "Extra.swift", compiled: true)], besideFileNamed: "Shared.swift", target: "Widget") }
        #expect(text.contains("""
                      ],
                    },
                    { "path": "Extra.swift", "target-membership": [ "Widget/compile-sources" ] },
                    {
                      "kind": "variant-group",
            """))
        // The file in Xcode's layout before and after: written from its model, the same bytes.
        #expect(try ProjectFormatConversion.rewritten(Array(Self.project.utf8)) == Self.project)
        #expect(try ProjectFormatConversion.rewritten(Array(text.utf8)) == text)
    }

    @Test("a hand-edited file: CRLF line breaks kept, one-line arrays and objects edited on their line, comments left where they are")
    func handEdited() throws {
        let project = """
            // Edited by hand.
            {
              configurations: [ 'Debug', 'Release' ],
              files: [ { path: 'AppDelegate.swift', 'target-membership': [ 'App/compile-sources' ] } ],
              targets: [
                {
                  name: 'App', id: 'A1', // the app
                  'build-phases': [ 'compile-sources' ],
                  'build-settings': { 'SWIFT_VERSION': '5.0' },
                },
              ],
            }

            """.replacingOccurrences(of: "\n", with: "\r\n")
        let text = try Self.edited(project) { editor in
            try editor.adding([.init(path: "SceneDelegate.swift", compiled: true)], besideFileNamed: "AppDelegate.swift", target: "App")
                + editor.setting([("IPHONEOS_DEPLOYMENT_TARGET", "13.0")], target: "App")
        }
        #expect(text.contains("files: [ { path: 'AppDelegate.swift', 'target-membership': [ 'App/compile-sources' ] }, { \"path\": \"SceneDelegate.swift\", \"target-membership\": [ \"App/compile-sources\" ] } ],\r\n"))
        #expect(text.contains("'build-settings': { \"IPHONEOS_DEPLOYMENT_TARGET\": \"13.0\", 'SWIFT_VERSION': '5.0' },\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.hasPrefix("// Edited by hand.\r\n"))
    }

    @Test("no file reference beside which to add: refused, nothing made; a target that is not there: refused")
    func refused() throws {
        let editor = try XcprojEditor(bytes: Array(Self.project.utf8))
        #expect(throws: XcprojEditor.Failure.self) { try editor.adding([.init(path: "A.swift", compiled: true)], besideFileNamed: "Missing.swift", target: "App") }
        #expect(throws: XcprojEditor.Failure.self) { try editor.setting([("A", "B")], target: "Nope") }
        #expect(!editor.compiles(fileNamed: "AppDelegate.swift", target: "Widget"))
        #expect(editor.compiles(fileNamed: "Shared.swift", target: "Widget"))
        #expect(throws: XcprojEditor.Failure.self) { try XcprojEditor(bytes: Array(Self.project.dropLast(40).utf8)) }
    }
}
