import UIStateCLI

@main
enum Entry {
    static func main() {
        UIState.runMain()
    }
}
