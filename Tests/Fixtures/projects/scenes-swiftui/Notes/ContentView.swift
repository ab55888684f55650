import SwiftUI

struct ContentView: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("selection") private var selection: String?

    var body: some View {
        TextEditor(text: $draft)
    }
}
