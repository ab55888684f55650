import KeyedArchive
import StateRestoration
import PropertyList

/// A synthetic app with any number of preserved controllers, for benchmarks and scale tests:
/// an indexed root container of sections, each holding screens (`Root/:[3]:/Section3/:[12]:/Screen12`),
/// every screen with a handful of keys and a preserved scroll view. `variant` changes the state
/// of ten screens spread over the tree, as one more preservation run would.
public enum LargeSampleApp {
    public static func model(objects: Int, variant: Int = 0) -> AppModel {
        let count = max(objects, 2)
        let sectionCount = max(1, Int(Double(count).squareRoot()))
        var screensLeft = count - 1 - sectionCount
        var sections: [ViewControllerModel] = []
        var screenNumber = 0
        let changed = Set((0..<10).map { $0 * max(1, (count - 1 - sectionCount) / 10) })
        for s in 0..<sectionCount where screensLeft >= 0 {
            let perSection = (screensLeft + (sectionCount - s) - 1) / (sectionCount - s)
            var screens: [ViewControllerModel] = []
            for _ in 0..<perSection {
                let touched = variant != 0 && changed.contains(screenNumber)
                let scroll = ViewModel("UIScrollView", identifier: "Scroll", state: [
                    StateEntry("contentOffset", .point(x: 0, y: Double((screenNumber * 37) % 900) + (touched ? Double(variant) : 0))),
                ])
                screens.append(ViewControllerModel(
                    "ScreenViewController", identifier: "Screen\(screenNumber)", restorationClass: screenNumber % 3 == 0 ? "ScreenViewController" : nil,
                    state: [
                        StateEntry("ModelIdentifier", .string("model-\(screenNumber)")),
                        StateEntry("SelectedSegment", .int32(Int32(screenNumber % 4))),
                        StateEntry("Zoom", .float(1 + Float(screenNumber % 5) / 4)),
                        StateEntry("Visits", .int(touched ? variant : 0)),
                        StateEntry("Title", .string("Screen \(screenNumber) of section \(s)")),
                    ],
                    views: [scroll]))
                screenNumber += 1
            }
            screensLeft -= perSection
            sections.append(ViewControllerModel("SectionViewController", identifier: "Section\(s)", container: .indexed, children: screens))
        }
        let root = ViewControllerModel("RootContainerViewController", identifier: "Root", container: .indexed, children: sections)
        return AppModel(
            windows: [root], delegateState: [StateEntry("MyAppVersion", .float(1))], bundleVersion: "1.0",
            timestamp: SampleApp.firstTimestamp + Double(variant))
    }
}
