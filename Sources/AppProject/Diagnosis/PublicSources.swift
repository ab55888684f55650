/// The public sources doctor's rules rest on, each once: Apple's documentation (a sentence in
/// quotation marks is Apple's own), methods of the published UIKitCore decompilations (what
/// the method does, read at the commit linked), and public reports.
enum PublicSources {
    typealias Source = RuleBasis.Source

    static func apple(_ title: String, _ path: String, _ says: String) -> Source {
        Source(.appleDocumentation, title, "https://developer.apple.com/documentation/" + path, says)
    }

    /// iOS 26.1's UIKitCore (EthanArbuckle/iPhone18-3_26.1_23B85_Restore).
    static func uikit26(_ method: String, file: String, commit: String, _ says: String) -> Source {
        Source(.decompiledUIKit, method + " (iOS 26.1)",
               "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/\(commit)/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/\(file)", says)
    }

    static let sceneActivityManagerCommit = "6d54c2612d4e4ddfd6b2236405288f4598b24635"

    // MARK: Classic restoration

    static let shouldSave = apple(
        "application(_:shouldSaveApplicationState:)", "uikit/uiapplicationdelegate/application(_:shouldsaveapplicationstate:)",
        "\"Apps must implement this method and the application(_:shouldRestoreApplicationState:) method for state preservation to occur.\" Available from iOS 6.0, deprecated in iOS 13.2.")
    static let shouldRestore = apple(
        "application(_:shouldRestoreApplicationState:)", "uikit/uiapplicationdelegate/application(_:shouldrestoreapplicationstate:)",
        "\"Apps must implement this method and the application(_:shouldSaveApplicationState:) method for state preservation to occur.\"")
    static let shouldSaveSecure = apple(
        "application(_:shouldSaveSecureApplicationState:)", "uikit/uiapplicationdelegate/application(_:shouldsavesecureapplicationstate:)",
        "Return value: \"true to securely preserve the app's state; otherwise, false.\" Available from iOS 13.2.")
    static let shouldRestoreSecure = apple(
        "application(_:shouldRestoreSecureApplicationState:)", "uikit/uiapplicationdelegate/application(_:shouldrestoresecureapplicationstate:)",
        "Return value: \"true to restore the app's saved state; otherwise, false.\" The coder's requiresSecureCoding \"is set to true, and any objects you decode must adopt NSSecureCoding.\" Available from iOS 13.2.")
    static let restorationProcess = apple(
        "About the UI restoration process", "uikit/about-the-ui-restoration-process",
        "\"Restoration occurs during the middle of your app's initialization, and it proceeds only when a state restoration archive is available and your app delegate's application(_:shouldRestoreApplicationState:) method returns true.\"")
    static let childViewsSample = Source(
        .appleDocumentation, "State Restoration of Child View Controllers (sample)", "https://developer.apple.com/library/archive/samplecode/StateRestoreChildViews/Introduction/Intro.html",
        "\"To make this all work properly, the parent view controller needs to encode/decode both children.\" \"The parent and both children are required to have restoration identifiers.\" Its revision 1.1: \"UIWindow's makeKeyAndVisible now called in willFinishLaunchingWithOptions.\"")
    static let appDidDecode = apple(
        "application(_:didDecodeRestorableStateWith:)", "uikit/uiapplicationdelegate/application(_:diddecoderestorablestatewith:)",
        "\"The state restoration system calls this method as the final step in the state restoration process. By the time this method is called, all other restorable objects will have been restored and put back into their previous state.\" It runs before application(_:didFinishLaunchingWithOptions:): what it reads into the app delegate's own properties is there when didFinishLaunching builds the window.")
    static let restorationIdentifier = apple(
        "UIViewController.restorationIdentifier", "uikit/uiviewcontroller/restorationidentifier",
        "\"The value of this property is nil by default, which indicates that the view controller should not be saved.\" \"Simply setting the value of this property is not enough to ensure that the view controller is preserved and restored. All parent view controllers must also have a restoration identifier.\"")
    static let viewRestorationIdentifier = apple(
        "UIView.restorationIdentifier", "uikit/uiview/restorationidentifier",
        "\"The value of this property is nil by default, which indicates that the view's state does not need to be saved. Assigning a string object to the property lets the owning view controller know that the view has relevant state information to save.\" Set in code, or as the view's Restoration ID in Interface Builder's Identity inspector.")
    static let viewControllerGuide = Source(
        .appleDocumentation, "View Controller Programming Guide for iOS: Preserving and Restoring State",
        "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PreservingandRestoringState.html",
        "\"When assigning restoration identifiers, remember that all parent view controllers in the view controller hierarchy must have restoration identifiers too. During the preservation process, UIKit starts at the window's root view controller and walks the view controller hierarchy.\"")
    static let decodeSuper = apple(
        "UIViewController.decodeRestorableState(with:)", "uikit/uiviewcontroller/decoderestorablestate(with:)",
        "\"If your encodeRestorableState(with:) method called super, this method should similarly call super at some point in its implementation.\"")
    static let storyboardKey = apple(
        "UIStateRestorationViewControllerStoryboardKey", "uikit/uistaterestorationviewcontrollerstoryboardkey",
        "\"Each UIViewController class automatically writes this key to the coder during the state preservation process.\" (UIViewController's own encodeRestorableState(with:) writes it: an override that skips super leaves it out.)")
    static let restorationFactory = apple(
        "UIViewControllerRestoration.viewController(withRestorationIdentifierPath:coder:)", "uikit/uiviewcontrollerrestoration/viewcontroller(withrestorationidentifierpath:coder:)",
        "Return value: \"The view controller object to use or nil if you do not want to restore this view controller now.\" A restoration class \"may return nil from this method to prevent that view controller (and its children) from being added to your interface during the restoration process.\"")
    static let restorationProtocol = apple(
        "UIViewControllerRestoration", "uikit/uiviewcontrollerrestoration",
        "\"To use a class that adopts this protocol, you must assign that class to the restorationClass property of one of your app's view controllers.\"")
    static let restorationClass = apple(
        "UIViewController.restorationClass", "uikit/uiviewcontroller/restorationclass",
        "\"If a view controller has an associated restoration class, the viewController(withRestorationIdentifierPath:coder:) method of that class is called during state restoration.\" \"The restoration class must conform to the UIViewControllerRestoration protocol.\"")
    static let delegateFactory = apple(
        "application(_:viewControllerWithRestorationIdentifierPath:coder:)", "uikit/uiapplicationdelegate/application(_:viewcontrollerwithrestorationidentifierpath:coder:)",
        "\"If this method returns nil, UIKit tries to find the view controller implicitly using the available restoration path and storyboard information.\"")

    // MARK: Scenes

    static let technote3187 = apple(
        "TN3187: Migrating to the UIKit scene-based life cycle", "technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
        "\"In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won't launch.\"")
    static let technote3187Migrate = apple(
        "TN3187: Migrating to the UIKit scene-based life cycle, Determine if your app should migrate", "technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
        "\"Migrate to the scene-based life-cycle if your app meets either of the following conditions: The UIApplicationSceneManifest key is missing from your Information Property List or it has no specified configurations. You haven't implemented the application(_:configurationForConnecting:options:) method in your app delegate.\"")
    static let sceneConfiguration = apple(
        "UISceneConfiguration", "uikit/uisceneconfiguration",
        "\"When the user requests a new instance of your app's user interface, UIKit looks in your app's Info.plist file for the configuration data it needs to create the corresponding scene object. It then packages that information into a UISceneConfiguration object and delivers it as part of the session it passes to the application(_:configurationForConnecting:options:) method of your app delegate.\"")
    static let dotnetManifestWithoutConfigurations = Source(
        .publicReport, "dotnet/macios#7596", "https://github.com/dotnet/macios/issues/7596",
        "a manifest added with UIApplicationSupportsMultipleScenes and no UISceneConfigurations: \"Black screen is shown\" on iOS 13, \"the storyboard is not getting set\".")
    static let expoManifestOnly = Source(
        .publicReport, "expo/expo#50179", "https://github.com/expo/expo/issues/50179",
        "on iOS 27 built with Xcode 27: no manifest crashes at launch; \"manifest only\": \"no crash, process stays alive, black screen\"; a manifest with a SceneDelegate renders.")
    static let tuistDefaultInfoPlist = Source(
        .generatorSource, "InfoPlistContentProvider.iosApp (Tuist)",
        "https://github.com/tuist/tuist/blob/977dafde05d3d434fed5cbd8439cee15130e0bd4/cli/Sources/TuistGenerator/Generator/InfoPlistContentProvider.swift",
        "the Info.plist Tuist writes for an iOS app holds UIApplicationSceneManifest with UIApplicationSupportsMultipleScenes false and an empty UISceneConfigurations; the keys of .extendingDefault(with:) replace the defaults' whole (extend).")
    static let tuistInfoPlistDefault = Source(
        .generatorSource, "Target.target(...) and InfoPlist.default (Tuist's ProjectDescription)",
        "https://github.com/tuist/tuist/blob/006eb6751b716e770708a1c881631e0a8730305c/cli/Sources/ProjectDescription/Target.swift",
        "`infoPlist: InfoPlist? = .default`, and InfoPlist.swift: `static var default: InfoPlist { .extendingDefault(with: [:]) }`: a target that gives no infoPlist gets the defaults.")
    static let windowRoot = apple(
        "UIWindow.rootViewController", "uikit/uiwindow/rootviewcontroller",
        "\"The root view controller provides the content view of the window.\" \"The default value of this property is nil.\"")
    static let makeKeyAndVisible = apple(
        "UIWindow.makeKeyAndVisible()", "uikit/uiwindow/makekeyandvisible()",
        "\"Shows the window and makes it the key window.\" \"If you only want to show the window, change its isHidden property to false.\"")
    static let stateRestorationActivity = apple(
        "UISceneDelegate.stateRestorationActivity(for:)", "uikit/uiscenedelegate/staterestorationactivity(for:)",
        "\"Use this method to return an NSUserActivity object with information about your scene's current state.\"")
    static let sessionActivity = apple(
        "UISceneSession.stateRestorationActivity", "uikit/uiscenesession/staterestorationactivity",
        "\"Before disconnecting a scene, the system asks your delegate for an NSUserActivity object containing state information for that scene. If you provide that object, the system puts a copy of it in this property. Use the information in the user activity object to restore the scene to its previous state.\"")
    static let userInfo = apple(
        "NSUserActivity.userInfo", "foundation/nsuseractivity/userinfo",
        "\"Each key and value must be of the following types: NSArray, NSData, NSDate, NSDictionary, NSNull, NSNumber, NSSet, NSString, or NSURL.\"")
    static let activityTypes = apple(
        "NSUserActivityTypes", "bundleresources/information-property-list/nsuseractivitytypes",
        "The activity types the app supports, which continuation (Handoff) needs; the key's documentation says nothing of state restoration.")
    static let mainStoryboard = apple(
        "UIApplicationMain(_:_:_:_:)", "uikit/uiapplicationmain(_:_:_:_:)",
        "\"If the application's Info.plist file specifies a main nib file to be loaded, by including the NSMainNibFile key and a valid nib file name for the value, this function loads that nib file.\" UIMainStoryboardFile names the storyboard it loads the same way, from the app bundle: one the app does not copy cannot be loaded.")

    static let saveSceneState = uikit26(
        "-[_UISceneUserActivityManager _saveSceneRestorationState]", file: "_UISceneUserActivityManager.mm", commit: sceneActivityManagerCommit,
        "asks the scene delegate's stateRestorationActivityForScene: (else takes the session's activity), writes its type as given under CanvasRestorationUserActivityTypeKey, and archives its userInfo with an NSKeyedArchiver made with initRequiringSecureCoding:YES; a nil activity goes to _saveOrClearRestorationDictionary:forScene: as nil, which deletes the saved file. NSUserActivityTypes is not read.")
    static let loadSceneState = uikit26(
        "+[_UISceneUserActivityManager _getRestorationUserActivityForPersistentIdentifier:error:]", file: "_UISceneUserActivityManager.mm", commit: sceneActivityManagerCommit,
        "reads the saved dictionary, decodes the userInfo with requiresSecureCoding and decodeObjectOfClasses: over a fixed set of nine classes, and returns nil when that decoding fails: the whole activity is lost, not only its userInfo. Otherwise it makes the activity with initWithActivityType: from the saved type; NSUserActivityTypes is not read.")
    static let scheduledSave = uikit26(
        "+[_UISceneUserActivityManager _scheduleDataSaveForSceneSession:saveRestorationActivity:]", file: "_UISceneUserActivityManager.mm", commit: sceneActivityManagerCommit,
        "a session's activity set in code is saved about five seconds later (dispatch_after 5 s): a process killed sooner keeps the old one.")

    static let applicationPreservation = uikit26(
        "-[UIApplication _saveApplicationPreservationStateIfSupported]", file: "UIApplication.mm", commit: sceneActivityManagerCommit,
        "called from _applicationDidEnterBackground: when the app adopts the scene life cycle it passes no window, and still calls _saveApplicationPreservationState:, which asks the app delegate's application:shouldSaveSecureApplicationState: (handing it the coder) and writes one app-level archive; at launch _doRestorationIfNecessary reads it and asks application:shouldRestoreSecureApplicationState:. No view controller is encoded or decoded.")

    static let flutterUndeclared = Source(
        .publicReport, "flutter/flutter#193016", "https://github.com/flutter/flutter/issues/193016",
        "says UIKit drops a scene's restoration activity whose type NSUserActivityTypes does not declare; no reproduction is given.")
    static let flutterClassicInScenes = Source(
        .publicReport, "flutter/flutter#174402", "https://github.com/flutter/flutter/issues/174402",
        "after adopting scenes, encodeRestorableState, decodeRestorableState and application:shouldRestoreSecureApplicationState: \"are no longer called by UIKit\".")
}
