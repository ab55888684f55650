/// What doctor knows of the classes apps inherit from without declaring them: which are view
/// controllers, which are UIKit's own containers, and the chains of the common ones, so a
/// class is placed by its superclass even when that superclass is Apple's.
public enum UIKitClasses {
    /// View controllers of Apple's frameworks (UIKit, SwiftUI, and the others apps subclass).
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UIHostingController", "UIInputViewController", "UIReferenceLibraryViewController",
        "UIActivityViewController", "UIAlertController", "UISearchController", "UIImagePickerController", "UIVideoEditorController",
        "UIDocumentBrowserViewController", "UIDocumentPickerViewController", "UIDocumentViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "UICloudSharingController", "UIPrinterPickerController", "QLPreviewController",
        "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController", "AVPlayerViewController",
        "PHPickerViewController", "CNContactViewController", "CNContactPickerViewController", "EKEventViewController",
        "EKEventEditViewController", "GKGameCenterViewController", "SKStoreProductViewController", "MPMediaPickerController",
        "VNDocumentCameraViewController", "PKAddPassesViewController", "SLComposeServiceViewController",
    ]

    /// UIKit's containers, which encode their children themselves.
    public static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// Classes of Apple's frameworks that are not view controllers, with what they inherit
    /// from (enough to tell a view or a cell from a controller).
    static let others: [String: [String]] = [
        "NSObject": [], "UIResponder": ["NSObject"], "UIView": ["UIResponder", "NSObject"], "UIWindow": ["UIView", "UIResponder", "NSObject"],
        "UIControl": ["UIView", "UIResponder", "NSObject"], "UIScrollView": ["UIView", "UIResponder", "NSObject"],
        "UITableView": ["UIScrollView", "UIView", "UIResponder", "NSObject"], "UICollectionView": ["UIScrollView", "UIView", "UIResponder", "NSObject"],
        "UITableViewCell": ["UIView", "UIResponder", "NSObject"], "UICollectionViewCell": ["UICollectionReusableView", "UIView", "UIResponder", "NSObject"],
        "UICollectionReusableView": ["UIView", "UIResponder", "NSObject"], "UITableViewHeaderFooterView": ["UIView", "UIResponder", "NSObject"],
        "UITextField": ["UIControl", "UIView", "UIResponder", "NSObject"], "UITextView": ["UIScrollView", "UIView", "UIResponder", "NSObject"],
        "UIStackView": ["UIView", "UIResponder", "NSObject"], "UILabel": ["UIView", "UIResponder", "NSObject"], "UIButton": ["UIControl", "UIView", "UIResponder", "NSObject"],
        "UIImageView": ["UIView", "UIResponder", "NSObject"], "WKWebView": ["UIView", "UIResponder", "NSObject"],
        "UIToolbar": ["UIView", "UIResponder", "NSObject"], "UINavigationBar": ["UIView", "UIResponder", "NSObject"], "UITabBar": ["UIView", "UIResponder", "NSObject"],
        "UISearchBar": ["UIView", "UIResponder", "NSObject"], "UIProgressView": ["UIView", "UIResponder", "NSObject"],
        "UIActivityIndicatorView": ["UIView", "UIResponder", "NSObject"], "UIPickerView": ["UIView", "UIResponder", "NSObject"],
        "UISwitch": ["UIControl", "UIView", "UIResponder", "NSObject"], "UISlider": ["UIControl", "UIView", "UIResponder", "NSObject"],
        "UISegmentedControl": ["UIControl", "UIView", "UIResponder", "NSObject"], "UIDatePicker": ["UIControl", "UIView", "UIResponder", "NSObject"],
        "UIScene": ["UIResponder", "NSObject"], "UIWindowScene": ["UIScene", "UIResponder", "NSObject"],
        "UIApplication": ["UIResponder", "NSObject"], "UIDocument": ["NSObject"], "UIPresentationController": ["NSObject"],
        "NSViewController": ["NSResponder", "NSObject"], "NSWindowController": ["NSResponder", "NSObject"], "NSView": ["NSResponder", "NSObject"],
        "NSResponder": ["NSObject"], "NSDocument": ["NSObject"], "NSApplication": ["NSResponder", "NSObject"], "NSWindow": ["NSResponder", "NSObject"],
        "Progress": ["NSObject"], "NSProgress": ["NSObject"], "Operation": ["NSObject"], "NSOperation": ["NSObject"],
        "WKInterfaceController": ["NSObject"], "SKScene": ["NSObject"], "SCNNode": ["NSObject"], "SKNode": ["NSObject"],
    ]

    /// Whether a class the app does not declare is a view controller: Apple's, or a
    /// dependency's named like one (`ButtonBarPagerTabStripViewController`). AppKit's
    /// `NSViewController` is not one of UIKit's.
    public static func isViewController(_ name: String) -> Bool {
        if viewControllers.contains(name) { return true }
        if others[name] != nil || name.hasPrefix("NS") || name.hasPrefix("WK") { return false }
        return name.hasSuffix("ViewController") || name.hasSuffix("NavigationController") || name.hasSuffix("TabBarController")
    }

    /// What a class of Apple's inherits from, as far as doctor knows.
    public static func ancestors(of name: String) -> [String] {
        if let known = others[name] { return known }
        switch name {
        case "UIViewController": return ["UIResponder", "NSObject"]
        case "UIHostingController": return ["UIViewController", "UIResponder", "NSObject"]
        default: return viewControllers.contains(name) ? ["UIViewController", "UIResponder", "NSObject"] : []
        }
    }
}
