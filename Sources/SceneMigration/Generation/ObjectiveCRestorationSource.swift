/// `SceneRestoration.h` and `SceneRestoration.m`, the restoration code an Objective-C app gets:
/// the same walk, format and rebuild as `SwiftRestorationSource`'s (one template per language;
/// a test checks that both define the same routines), calling the app delegate through
/// `UIApplicationDelegate`'s optional methods.
enum ObjectiveCRestorationSource {
    typealias Format = RestorationActivityFormat

    static let header = """
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        /// State restoration in the UIScene life cycle, carried over from the app's classic
        /// restoration by `uistate migrate scenes` (uistate's docs/migrate.md).
        ///
        /// In an app that uses scenes UIKit no longer calls encodeRestorableStateWithCoder: and
        /// decodeRestorableStateWithCoder:. This does it in the scene's restoration activity: it
        /// walks the window's view controllers as UIKit did (one without a restoration
        /// identifier is left out with everything below it), runs each controller's own encode
        /// method with a keyed archiver (another controller it encodes is kept as its identifier
        /// path, as UIKit's archiver keeps it), and records the navigation stacks, the selected
        /// tabs, split view columns, presented controllers, whether each view was loaded and the
        /// storyboard ID of a controller made from a storyboard. When the scene connects again it
        /// rebuilds that tree in UIKit's order: each controller made (its restoration class, else
        /// the app delegate, else the one launch made there, else its storyboard), the views that
        /// were loaded loaded again, each decode method (parents first), the app delegate's, what
        /// was presented, then applicationFinishedRestoringState. The app delegate's restore
        /// opt-in still decides, asked once: UIKit asks it at launch in a scene-based app too, and
        /// its answer is kept (keepRestoreAnswer:).
        @interface SceneRestoration : NSObject

        /// The restoration activity's type, declared in the Info.plist's NSUserActivityTypes
        /// (defined when every build configuration has the same one).
        extern NSString *const SceneRestorationActivityType;

        /// The restoration activity's type the app saves and restores.
        @property (class, nonatomic, readonly, copy) NSString *activityType;

        /// What stateRestorationActivityForScene: keeps for the window.
        + (NSDictionary *)userInfoForWindow:(nullable UIWindow *)window;

        /// Rebuilds the window's controllers from an activity this code saved; NO when it is not
        /// one, or the app delegate refuses it.
        + (BOOL)restoreActivity:(NSUserActivity *)activity inWindow:(nullable UIWindow *)window;

        /// Keeps the app delegate's restore opt-in's answer (each of its returns hands it here)
        /// for the scene's restore and returns NO: UIKit's own restore at launch (the app
        /// delegate's didDecodeRestorableStateWithCoder: before any window exists, controllers
        /// restored classically on systems that still do) then never runs.
        + (BOOL)keepRestoreAnswer:(BOOL)answer;

        @end

        NS_ASSUME_NONNULL_END

        """

    static func implementation(_ code: RestorationCode) -> String {
        func literal(_ text: String) -> String { CodeLiteral.objectiveC(text) }
        func table(_ rows: [RestorationCode.Row]) -> String {
            guard !rows.isEmpty else { return "@{}" }
            return "@{\n" + rows.map { "        \(literal($0.key)): \(literal($0.value)),\n" }.joined() + "    }"
        }
        var parts: [String: String] = [
            "activityType": code.activityType == nil ? "[NSBundle.mainBundle.bundleIdentifier ?: @\"\" stringByAppendingString:\(literal(RestorationActivityType.suffix))]"
                : "SceneRestorationActivityType",
            "activityTypeConstant": code.activityType.map { "\nNSString *const SceneRestorationActivityType = \(literal($0));" } ?? "",
            "activityTypeNote": code.activityType == nil
                ? "/// The restoration activity's type: the bundle id the app runs with, .restoration (the bundle\n/// id differs per build configuration); NSUserActivityTypes declares it for each."
                : "/// The restoration activity's type, declared in the Info.plist's NSUserActivityTypes.",
            "storyboardIdentifiers": table(code.storyboardIdentifiers),
            "storyboards": table(code.storyboards),
            "classIdentifiers": table(code.classIdentifiers),
            "classStoryboards": table(code.classStoryboards),
            "version": String(Format.version),
            "restoreSelector": "application:\(code.restore.method("Restore")):",
            "restoreCall": code.restore.method("Restore"),
            "saveSelector": "application:\(code.save.method("Save")):",
            "saveCall": code.save.method("Save"),
        ]
        for (name, value) in Format.constants { parts[name] = literal(value) }
        return Template.fill(template, parts)
    }

    static let template = """
        #import "SceneRestoration.h"
        {{activityTypeConstant}}

        // The activity's format (uistate's RestorationActivityFormat, version {{version}}).
        static NSInteger const SceneRestorationFormat = {{version}};
        static NSString *const SceneRestorationFormatKey = {{formatKey}};
        static NSString *const SceneRestorationAppKey = {{appKey}};
        static NSString *const SceneRestorationRootKey = {{rootKey}};
        static NSString *const SceneRestorationControllersKey = {{controllersKey}};
        static NSString *const SceneRestorationBuildKey = {{buildKey}};
        static NSString *const SceneRestorationClassKey = {{classKey}};
        static NSString *const SceneRestorationRestorationClassKey = {{restorationClassKey}};
        static NSString *const SceneRestorationStoryboardIdentifierKey = {{storyboardIdentifierKey}};
        static NSString *const SceneRestorationStoryboardKey = {{storyboardKey}};
        static NSString *const SceneRestorationChildrenKey = {{childrenKey}};
        static NSString *const SceneRestorationSelectedIndexKey = {{selectedIndexKey}};
        static NSString *const SceneRestorationPresentedKey = {{presentedKey}};
        static NSString *const SceneRestorationViewLoadedKey = {{viewLoadedKey}};
        static NSString *const SceneRestorationStateKey = {{stateKey}};
        static NSString *const SceneRestorationStoryboardIdentifierStateKey = {{storyboardIdentifierStateKey}};
        static NSString *const SceneRestorationReferenceClass = {{referenceClass}};
        static NSString *const SceneRestorationReferencePathKey = {{referencePathKey}};

        /// The app delegate's opt-ins, called as the app declares them: UIKit's protocol gives the
        /// secure ones iOS 13.2 and deprecates the others since, but what is called is the app's own
        /// implementation, on any system.
        @protocol SceneRestorationOptIn <UIApplicationDelegate>
        - (BOOL)application:(UIApplication *)application {{saveCall}}:(NSCoder *)coder;
        - (BOOL)application:(UIApplication *)application {{restoreCall}}:(NSCoder *)coder;
        @end

        /// The app delegate's restore opt-in's answer: UIKit asks it at launch in a scene-based app
        /// too (it still runs the app-level part of classic restoration), and each of its returns
        /// hands the answer to keepRestoreAnswer:, so it is never asked twice.
        static BOOL SceneRestorationAnswered = NO;
        static BOOL SceneRestorationAnswer = NO;

        /// An archiver that notes the storyboard ID UIKit's own encode method (the controller's
        /// super) records, which is all a controller made from a storyboard needs to be made again.
        @interface SceneRestorationStateArchiver : NSKeyedArchiver
        @property (nonatomic, copy, nullable) NSString *storyboardIdentifier;
        @end

        @implementation SceneRestorationStateArchiver

        - (void)encodeObject:(nullable id)object forKey:(NSString *)key {
            if ([key isEqualToString:SceneRestorationStoryboardIdentifierStateKey] && [object isKindOfClass:[NSString class]]) {
                self.storyboardIdentifier = object;
            }
            [super encodeObject:object forKey:key];
        }

        @end

        /// A controller's coder, which answers UIKit's storyboard key with the storyboard the
        /// controller came from, as UIKit's coder does (a restoration class makes the controller
        /// from it: UIStateRestorationViewControllerStoryboardKey).
        @interface SceneRestorationUnarchiver : NSKeyedUnarchiver
        @property (nonatomic, strong, nullable) UIStoryboard *storyboard;
        @end

        @implementation SceneRestorationUnarchiver

        - (nullable id)decodeObjectForKey:(NSString *)key {
            if (self.storyboard != nil && [key isEqualToString:UIStateRestorationViewControllerStoryboardKey]) {
                return self.storyboard;
            }
            return [super decodeObjectForKey:key];
        }

        @end

        /// Another controller inside a controller's saved state: its identifier path.
        @interface SceneRestorationReference : NSObject <NSSecureCoding>
        @property (nonatomic, copy, readonly) NSString *path;
        - (instancetype)initWithPath:(NSString *)path;
        @end

        @implementation SceneRestorationReference

        + (BOOL)supportsSecureCoding {
            return YES;
        }

        - (instancetype)initWithPath:(NSString *)path {
            if ((self = [super init])) {
                _path = [path copy];
            }
            return self;
        }

        - (nullable instancetype)initWithCoder:(NSCoder *)coder {
            NSString *path = [coder decodeObjectOfClass:[NSString class] forKey:SceneRestorationReferencePathKey];
            if (path == nil) {
                return nil;
            }
            return [self initWithPath:path];
        }

        - (void)encodeWithCoder:(NSCoder *)coder {
            [coder encodeObject:self.path forKey:SceneRestorationReferencePathKey];
        }

        @end

        /// Keeps another controller as its identifier path, as UIKit's archiver does; a view or
        /// another restorable object as nothing (scene restoration does not rebuild them).
        @interface SceneRestorationReferences : NSObject <NSKeyedArchiverDelegate>
        @property (nonatomic, copy) NSArray<UIViewController *> *controllers;
        @property (nonatomic, copy) NSArray<NSString *> *paths;
        @end

        @implementation SceneRestorationReferences

        - (nullable id)archiver:(NSKeyedArchiver *)archiver willEncodeObject:(id)object {
            if ([object isKindOfClass:[UIViewController class]]) {
                NSUInteger index = [self.controllers indexOfObjectIdenticalTo:object];
                return index == NSNotFound ? nil : [[SceneRestorationReference alloc] initWithPath:self.paths[index]];
            }
            if ([object isKindOfClass:[UIView class]] || [object conformsToProtocol:@protocol(UIStateRestoring)]) {
                return nil;
            }
            // UIKit's storyboard: the storyboards are known by identifier.
            if ([object isKindOfClass:[UIStoryboard class]] || [NSStringFromClass([object class]) isEqualToString:@"_UIStoryboardProxy"]) {
                return nil;
            }
            return object;
        }

        @end

        /// The tree of one saved state, made again and decoded: parents first, each controller
        /// found where it already is (made at launch), or made by its restoration class, the app
        /// delegate or its storyboard.
        @interface SceneRestorationRebuild : NSObject <NSKeyedUnarchiverDelegate>
        @property (nonatomic, copy) NSDictionary<NSString *, NSDictionary *> *entries;
        @property (nonatomic, strong) NSMutableDictionary<NSString *, UIViewController *> *controllers;
        @property (nonatomic, strong) NSMutableArray<NSString *> *order;
        /// Made, but not of the class saved: UIKit does not decode those either.
        @property (nonatomic, strong) NSMutableSet<NSString *> *notDecoded;
        @property (nonatomic, strong) NSMutableArray<NSArray<UIViewController *> *> *presentations;
        /// Whether a storyboard identifier saved with a controller that is no storyboard ID of the
        /// app's may be used (the state is this build's, or converted).
        @property (nonatomic) BOOL usesRecordedIdentifiers;
        - (void)attachRoot:(NSString *)path inWindow:(UIWindow *)window;
        - (void)loadViews;
        - (void)decode;
        - (void)present;
        @end

        @interface SceneRestoration ()
        + (NSArray<UIViewController *> *)containedIn:(UIViewController *)controller;
        + (nullable SceneRestorationUnarchiver *)unarchiver:(NSData *)data;
        + (NSArray<NSString *> *)identifiers:(NSString *)path;
        + (NSInteger)position:(NSString *)path;
        + (BOOL)runs:(SEL)selector on:(UIViewController *)controller;
        + (NSDictionary<NSString *, NSString *> *)storyboardIdentifiers;
        + (NSDictionary<NSString *, NSString *> *)storyboards;
        + (NSDictionary<NSString *, NSString *> *)classIdentifiers;
        + (NSDictionary<NSString *, NSString *> *)classStoryboards;
        @end

        @implementation SceneRestoration

        {{activityTypeNote}}
        + (NSString *)activityType {
            return {{activityType}};
        }

        /// Storyboard identifier of each controller the storyboards make on a segue path, by its
        /// restoration identifier path; the storyboard each identifier is in; and the one identifier
        /// of a class, for a controller the code made from its storyboard.
        + (NSDictionary<NSString *, NSString *> *)storyboardIdentifiers {
            return {{storyboardIdentifiers}};
        }

        + (NSDictionary<NSString *, NSString *> *)storyboards {
            return {{storyboards}};
        }

        + (NSDictionary<NSString *, NSString *> *)classIdentifiers {
            return {{classIdentifiers}};
        }

        + (NSDictionary<NSString *, NSString *> *)classStoryboards {
            return {{classStoryboards}};
        }

        /// When the app's binary was built (its modification time): a storyboard identifier only
        /// UIKit recorded (the compiled storyboard's name for a scene without a storyboard ID) is
        /// used to make a controller again only in a state this same build saved, since a
        /// storyboard that lacks it raises, and another build's storyboards may.
        + (nullable NSNumber *)build {
            NSString *path = NSBundle.mainBundle.executablePath;
            NSDate *date = path == nil ? nil : [[NSFileManager defaultManager] attributesOfItemAtPath:path error:NULL].fileModificationDate;
            return date == nil ? nil : @(date.timeIntervalSince1970);
        }

        + (BOOL)keepRestoreAnswer:(BOOL)answer {
            SceneRestorationAnswered = YES;
            SceneRestorationAnswer = answer;
            return NO;
        }

        /// The archives name a reference by a class name of their own.
        + (void)registerClassNames {
            static dispatch_once_t once;
            dispatch_once(&once, ^{
                [NSKeyedArchiver setClassName:SceneRestorationReferenceClass forClass:[SceneRestorationReference class]];
                [NSKeyedUnarchiver setClass:[SceneRestorationReference class] forClassName:SceneRestorationReferenceClass];
            });
        }

        #pragma mark Saving

        + (NSDictionary *)userInfoForWindow:(nullable UIWindow *)window {
            [self registerClassNames];
            NSMutableArray<UIViewController *> *controllers = [NSMutableArray array];
            NSMutableArray<NSString *> *paths = [NSMutableArray array];
            UIViewController *root = window.rootViewController;
            NSString *identifier = root.restorationIdentifier;
            if (root != nil && identifier != nil) {
                [self visit:root path:identifier controllers:controllers paths:paths];
            }
            SceneRestorationReferences *references = [[SceneRestorationReferences alloc] init];
            references.controllers = controllers;
            references.paths = paths;
            // The app-level values are saved whatever the tree (an app may restore at app level
            // only); nothing is when the save opt-in says no, as UIKit saved nothing.
            NSData *app = [self appStateWithReferences:references];
            if (app == nil) {
                return @{};
            }
            NSMutableDictionary *info = [@{SceneRestorationFormatKey: @(SceneRestorationFormat), SceneRestorationAppKey: app} mutableCopy];
            info[SceneRestorationBuildKey] = [self build];
            if (controllers.count == 0) {
                return info;
            }
            NSMutableDictionary *entries = [NSMutableDictionary dictionary];
            for (NSUInteger index = 0; index < controllers.count; index++) {
                entries[paths[index]] = [self entryFor:controllers[index] controllers:controllers paths:paths];
            }
            info[SceneRestorationRootKey] = identifier;
            info[SceneRestorationControllersKey] = entries;
            return info;
        }

        /// What the app delegate's save opt-in and app-level encode method write, as into UIKit's
        /// app-level archive; nil when the opt-in declines.
        + (nullable NSData *)appStateWithReferences:(SceneRestorationReferences *)references {
            id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
            NSKeyedArchiver *archiver = [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO];
            // A controller it encodes is kept as its identifier path, as at controller level.
            archiver.delegate = references;
            // The save opt-in writes what its restore counterpart checks (a version); a no saves nothing.
            if ([delegate respondsToSelector:@selector({{saveSelector}})] &&
                ![(id<SceneRestorationOptIn>)delegate application:UIApplication.sharedApplication {{saveCall}}:archiver]) {
                return nil;
            }
            if ([delegate respondsToSelector:@selector(application:willEncodeRestorableStateWithCoder:)]) {
                [delegate application:UIApplication.sharedApplication willEncodeRestorableStateWithCoder:archiver];
            }
            [archiver finishEncoding];
            return archiver.encodedData;
        }

        /// The controllers a container holds, in its order.
        + (NSArray<UIViewController *> *)containedIn:(UIViewController *)controller {
            if ([controller isKindOfClass:[UINavigationController class]]) {
                return ((UINavigationController *)controller).viewControllers;
            }
            if ([controller isKindOfClass:[UITabBarController class]]) {
                return ((UITabBarController *)controller).viewControllers ?: @[];
            }
            if ([controller isKindOfClass:[UISplitViewController class]]) {
                return ((UISplitViewController *)controller).viewControllers;
            }
            return controller.childViewControllers;
        }

        /// The controller it presents itself (not one an ancestor presents).
        + (nullable UIViewController *)presentedBy:(UIViewController *)controller {
            UIViewController *presented = controller.presentedViewController;
            return presented.presentingViewController == controller ? presented : nil;
        }

        /// Whether a controller's own encode or decode method (selector) is called: not UIKit's
        /// containers' (their children and selection are the tree, and how their methods use a
        /// coder is not known), nor an app's subclass's of one unless the subclass overrides
        /// that method itself.
        + (BOOL)runs:(SEL)selector on:(UIViewController *)controller {
            NSArray *containers = @[[UINavigationController class], [UITabBarController class], [UISplitViewController class], [UIPageViewController class]];
            for (Class container in containers) {
                if ([controller isKindOfClass:container]) {
                    return [[controller class] instanceMethodForSelector:selector] != [container instanceMethodForSelector:selector];
                }
            }
            return YES;
        }

        /// The controllers to save, parents first, each with its identifier path: a navigation
        /// controller's children below it, a tab's or any other container's child below an
        /// index, a presented controller below its presenter.
        + (void)visit:(UIViewController *)controller path:(NSString *)path controllers:(NSMutableArray<UIViewController *> *)controllers
                paths:(NSMutableArray<NSString *> *)paths {
            [controllers addObject:controller];
            [paths addObject:path];
            BOOL indexed = ![controller isKindOfClass:[UINavigationController class]];
            NSArray<UIViewController *> *children = [self containedIn:controller];
            for (NSUInteger index = 0; index < children.count; index++) {
                NSString *identifier = children[index].restorationIdentifier;
                if (identifier == nil) {
                    continue;
                }
                NSString *childPath = [NSString stringWithFormat:@"%@/%@", path, identifier];
                if (indexed || [paths containsObject:childPath]) {
                    childPath = [NSString stringWithFormat:@"%@/:[%lu]:/%@", path, (unsigned long)index, identifier];
                }
                [self visit:children[index] path:childPath controllers:controllers paths:paths];
            }
            UIViewController *presented = [self presentedBy:controller];
            NSString *identifier = presented.restorationIdentifier;
            if (presented != nil && identifier != nil) {
                NSString *presentedPath = [NSString stringWithFormat:@"%@/%@", path, identifier];
                NSUInteger index = 0;
                while ([paths containsObject:presentedPath]) {
                    presentedPath = [NSString stringWithFormat:@"%@/:[%lu]:/%@", path, (unsigned long)index, identifier];
                    index += 1;
                }
                [self visit:presented path:presentedPath controllers:controllers paths:paths];
            }
        }

        + (NSDictionary *)entryFor:(UIViewController *)controller controllers:(NSArray<UIViewController *> *)controllers paths:(NSArray<NSString *> *)paths {
            NSMutableDictionary *entry = [@{SceneRestorationClassKey: NSStringFromClass([controller class]), SceneRestorationViewLoadedKey: @(controller.isViewLoaded ? 1 : 0)} mutableCopy];
            if (controller.restorationClass != nil) {
                entry[SceneRestorationRestorationClassKey] = NSStringFromClass(controller.restorationClass);
            }
            NSMutableArray<NSString *> *children = [NSMutableArray array];
            for (UIViewController *child in [self containedIn:controller]) {
                NSUInteger index = [controllers indexOfObjectIdenticalTo:child];
                if (index != NSNotFound) {
                    [children addObject:paths[index]];
                }
            }
            if (children.count > 0) {
                entry[SceneRestorationChildrenKey] = children;
            }
            if ([controller isKindOfClass:[UITabBarController class]] && ((UITabBarController *)controller).viewControllers.count > 0) {
                entry[SceneRestorationSelectedIndexKey] = @(((UITabBarController *)controller).selectedIndex);
            }
            UIViewController *presented = [self presentedBy:controller];
            NSUInteger presentedIndex = presented == nil ? NSNotFound : [controllers indexOfObjectIdenticalTo:presented];
            if (presentedIndex != NSNotFound) {
                entry[SceneRestorationPresentedKey] = paths[presentedIndex];
            }
            NSString *storyboardIdentifier = nil;
            if ([self runs:@selector(encodeRestorableStateWithCoder:) on:controller]) {
                SceneRestorationStateArchiver *archiver = [[SceneRestorationStateArchiver alloc] initRequiringSecureCoding:NO];
                SceneRestorationReferences *references = [[SceneRestorationReferences alloc] init];
                references.controllers = controllers;
                references.paths = paths;
                archiver.delegate = references;
                [controller encodeRestorableStateWithCoder:archiver];
                [archiver finishEncoding];
                entry[SceneRestorationStateKey] = archiver.encodedData;
                storyboardIdentifier = archiver.storyboardIdentifier;
            }
            // A controller made from a storyboard (at launch, by a segue, or by the code's
            // instantiateViewControllerWithIdentifier:) is made again from it, as UIKit makes it: by
            // the identifier UIKit's own encode records (its storyboard ID, or the name the compiled
            // storyboard gives a scene without one), else its class's one ID; in the storyboard that
            // ID is in, else its class's one storyboard, which UIKit also hands a restoration class
            // in its coder.
            if (controller.storyboard != nil) {
                NSString *className = NSStringFromClass([controller class]);
                NSString *identifier = storyboardIdentifier ?: self.classIdentifiers[className];
                NSString *name = (identifier != nil ? self.storyboards[identifier] : nil) ?: self.classStoryboards[className];
                if (name != nil) {
                    entry[SceneRestorationStoryboardKey] = name;
                    entry[SceneRestorationStoryboardIdentifierKey] = identifier;
                }
            }
            return entry;
        }

        #pragma mark Restoring

        + (BOOL)restoreActivity:(NSUserActivity *)activity inWindow:(nullable UIWindow *)window {
            [self registerClassNames];
            NSDictionary *info = activity.userInfo;
            if (![activity.activityType isEqualToString:self.activityType] || ![info[SceneRestorationFormatKey] isEqual:@(SceneRestorationFormat)]) {
                return NO;
            }
            NSData *app = [info[SceneRestorationAppKey] isKindOfClass:[NSData class]] ? info[SceneRestorationAppKey]
                                                                                       : [[NSKeyedArchiver alloc] initRequiringSecureCoding:NO].encodedData;
            if (![self appAllowsRestoring:app]) {
                return NO;
            }
            SceneRestorationRebuild *rebuild = [[SceneRestorationRebuild alloc] init];
            NSDictionary *entries = info[SceneRestorationControllersKey];
            rebuild.entries = [entries isKindOfClass:[NSDictionary class]] ? entries : @{};
            // A converted state (no build) holds what UIKit recorded for the classic app, as UIKit's
            // own restore used it.
            NSNumber *build = [self build];
            rebuild.usesRecordedIdentifiers = info[SceneRestorationBuildKey] == nil || (build != nil && [info[SceneRestorationBuildKey] isEqual:build]);
            NSString *rootPath = info[SceneRestorationRootKey];
            if ([rootPath isKindOfClass:[NSString class]] && window != nil) {
                [rebuild attachRoot:rootPath inWindow:window];
            }
            // UIKit's order: the views that were loaded, then each decode method, parents first,
            // then the app delegate's.
            [rebuild loadViews];
            [rebuild decode];
            id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
            NSKeyedUnarchiver *coder = [self unarchiver:app];
            if (coder != nil && [delegate respondsToSelector:@selector(application:didDecodeRestorableStateWithCoder:)]) {
                // A controller it decodes is the rebuilt one at the path it was saved as.
                coder.delegate = rebuild;
                [delegate application:UIApplication.sharedApplication didDecodeRestorableStateWithCoder:coder];
            }
            [rebuild present];
            return YES;
        }

        /// Whether the app delegate lets the state be restored: the answer it gave UIKit at launch;
        /// when UIKit did not ask (it had no app-level archive), asked here, once, with the
        /// activity's app-level values.
        + (BOOL)appAllowsRestoring:(NSData *)data {
            if (SceneRestorationAnswered) {
                return SceneRestorationAnswer;
            }
            id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
            if (![delegate respondsToSelector:@selector({{restoreSelector}})]) {
                return YES;
            }
            NSKeyedUnarchiver *coder = [self unarchiver:data];
            if (coder == nil) {
                return NO;
            }
            // A state another version saved is refused here, as UIKit's restore refused it. Its
            // returns hand the answer to keepRestoreAnswer: (which tells the caller NO); one the
            // app inherits from a framework answers directly.
            BOOL answer = [(id<SceneRestorationOptIn>)delegate application:UIApplication.sharedApplication {{restoreCall}}:coder];
            return SceneRestorationAnswered ? SceneRestorationAnswer : answer;
        }

        + (nullable SceneRestorationUnarchiver *)unarchiver:(NSData *)data {
            SceneRestorationUnarchiver *coder = [[SceneRestorationUnarchiver alloc] initForReadingFromData:data error:NULL];
            // The app's own decode methods decide what they accept, as with UIKit's coder.
            coder.requiresSecureCoding = NO;
            return coder;
        }

        /// The child's index in its container, from its path's last :[n]: (a tab's, a custom
        /// container's); NSNotFound for a navigation stack's child.
        + (NSInteger)position:(NSString *)path {
            NSArray<NSString *> *components = [path componentsSeparatedByString:@"/"];
            if (components.count < 2) {
                return NSNotFound;
            }
            NSString *marker = components[components.count - 2];
            if (!([marker hasPrefix:@":["] && [marker hasSuffix:@"]:"])) {
                return NSNotFound;
            }
            return [[marker substringWithRange:NSMakeRange(2, marker.length - 4)] integerValue];
        }

        /// The restoration identifiers of a path, without the :[n]: positions, as UIKit hands
        /// them to restoration classes.
        + (NSArray<NSString *> *)identifiers:(NSString *)path {
            NSMutableArray<NSString *> *identifiers = [NSMutableArray array];
            for (NSString *component in [path componentsSeparatedByString:@"/"]) {
                if (!([component hasPrefix:@":["] && [component hasSuffix:@"]:"])) {
                    [identifiers addObject:component];
                }
            }
            return identifiers;
        }

        @end

        @implementation SceneRestorationRebuild

        - (instancetype)init {
            if ((self = [super init])) {
                _controllers = [NSMutableDictionary dictionary];
                _order = [NSMutableArray array];
                _notDecoded = [NSMutableSet set];
                _presentations = [NSMutableArray array];
            }
            return self;
        }

        /// The window's root: the one launch made when it is the saved one; else made as UIKit
        /// makes any controller, and shown in the window unless its maker did that (an app
        /// delegate's factory sets the window's root itself). The app's own "make a root unless
        /// restored" code after the restore then finds it.
        - (void)attachRoot:(NSString *)path inWindow:(UIWindow *)window {
            UIViewController *root = window.rootViewController;
            if (root != nil && [root.restorationIdentifier isEqualToString:path]) {
                [self attach:root atPath:path];
                return;
            }
            UIViewController *made = [self make:path launched:nil];
            if (made == nil) {
                return;
            }
            if (window.rootViewController == nil) {
                window.rootViewController = made;
            }
            // Another root the app made at launch stays: UIKit would not have shown this one either.
            if (window.rootViewController != made) {
                return;
            }
            [self attach:made atPath:path];
        }

        - (void)attach:(UIViewController *)controller atPath:(NSString *)path {
            if (self.controllers[path] != nil) {
                return;
            }
            self.controllers[path] = controller;
            [self.order addObject:path];
            NSDictionary *entry = self.entries[path];
            if (entry == nil) {
                return;
            }
            NSArray<NSString *> *childPaths = [entry[SceneRestorationChildrenKey] isKindOfClass:[NSArray class]] ? entry[SceneRestorationChildrenKey] : @[];
            NSArray<UIViewController *> *existing = [SceneRestoration containedIn:controller];
            BOOL isNavigation = [controller isKindOfClass:[UINavigationController class]];
            NSMutableArray<UIViewController *> *stack = [NSMutableArray array];
            NSMutableArray<UIViewController *> *replaced = [existing mutableCopy];
            for (NSUInteger index = 0; index < childPaths.count; index++) {
                NSString *identifier = [SceneRestoration identifiers:childPaths[index]].lastObject;
                NSInteger saved = [SceneRestoration position:childPaths[index]];
                NSUInteger position = saved == NSNotFound ? index : (NSUInteger)saved;
                UIViewController *launched = nil;
                if (position < existing.count && [existing[position].restorationIdentifier isEqualToString:identifier]) {
                    launched = existing[position];
                } else {
                    for (UIViewController *candidate in existing) {
                        if ([candidate.restorationIdentifier isEqualToString:identifier] && [self.controllers allKeysForObject:candidate].count == 0) {
                            launched = candidate;
                            break;
                        }
                    }
                }
                UIViewController *child = [self make:childPaths[index] launched:launched];
                if (child == nil) {
                    // UIKit leaves out what it cannot make, and what was pushed after it.
                    if (isNavigation) {
                        break;
                    }
                    continue;
                }
                [stack addObject:child];
                if (position < replaced.count) {
                    replaced[position] = child;
                }
                [self attach:child atPath:childPaths[index]];
            }
            if (isNavigation) {
                if (stack.count > 0 && ![stack isEqualToArray:existing]) {
                    [(UINavigationController *)controller setViewControllers:stack animated:NO];
                }
            } else if (![replaced isEqualToArray:existing]) {
                // A child made again takes its place, as UIKit's containers re-link theirs; a
                // custom container's own decode method re-links its children.
                if ([controller isKindOfClass:[UITabBarController class]]) {
                    ((UITabBarController *)controller).viewControllers = replaced;
                } else if ([controller isKindOfClass:[UISplitViewController class]]) {
                    ((UISplitViewController *)controller).viewControllers = replaced;
                }
            }
            NSNumber *selected = entry[SceneRestorationSelectedIndexKey];
            if ([controller isKindOfClass:[UITabBarController class]] && [selected isKindOfClass:[NSNumber class]] && selected.integerValue >= 0
                && (NSUInteger)selected.integerValue < ((UITabBarController *)controller).viewControllers.count) {
                ((UITabBarController *)controller).selectedIndex = (NSUInteger)selected.integerValue;
            }
            NSString *presentedPath = entry[SceneRestorationPresentedKey];
            UIViewController *presented = [presentedPath isKindOfClass:[NSString class]] ? [self make:presentedPath launched:nil] : nil;
            if (presented != nil) {
                [self attach:presented atPath:presentedPath];
                [self.presentations addObject:@[controller, presented]];
            }
        }

        /// A controller made again as UIKit makes it: by its restoration class (which alone
        /// decides), else by the app delegate, else the one launch made at that place
        /// (launched), else from its storyboard.
        - (nullable UIViewController *)make:(NSString *)path launched:(nullable UIViewController *)launched {
            NSDictionary *entry = self.entries[path] ?: @{};
            NSArray<NSString *> *identifiers = [SceneRestoration identifiers:path];
            UIViewController *controller = nil;
            NSString *restorationClassName = entry[SceneRestorationRestorationClassKey];
            if ([restorationClassName isKindOfClass:[NSString class]]) {
                Class restorationClass = NSClassFromString(restorationClassName);
                if (![restorationClass conformsToProtocol:@protocol(UIViewControllerRestoration)]) {
                    return nil;
                }
                controller = [(Class<UIViewControllerRestoration>)restorationClass viewControllerWithRestorationIdentifierPath:identifiers
                                                                                                                         coder:[self coderFor:path]];
            } else {
                id<UIApplicationDelegate> delegate = UIApplication.sharedApplication.delegate;
                if ([delegate respondsToSelector:@selector(application:viewControllerWithRestorationIdentifierPath:coder:)]) {
                    controller = [delegate application:UIApplication.sharedApplication viewControllerWithRestorationIdentifierPath:identifiers
                                                 coder:[self coderFor:path]];
                }
                if (controller == nil) {
                    controller = launched;
                }
                NSString *identifier = SceneRestoration.storyboardIdentifiers[[identifiers componentsJoinedByString:@"/"]];
                NSString *saved = entry[SceneRestorationStoryboardIdentifierKey];
                if (identifier == nil && [saved isKindOfClass:[NSString class]]
                    && (SceneRestoration.storyboards[saved] != nil || self.usesRecordedIdentifiers)) {
                    identifier = saved;
                }
                // The storyboard: the one its ID is in, else the one saved with it, else its class's one.
                NSString *savedStoryboard = entry[SceneRestorationStoryboardKey];
                NSString *savedClass = entry[SceneRestorationClassKey];
                NSString *classStoryboard = [savedClass isKindOfClass:[NSString class]] ? SceneRestoration.classStoryboards[savedClass] : nil;
                NSString *storyboard = identifier == nil ? nil
                    : SceneRestoration.storyboards[identifier] ?: ([savedStoryboard isKindOfClass:[NSString class]] ? savedStoryboard : classStoryboard);
                if (controller == nil && storyboard != nil) {
                    controller = [[UIStoryboard storyboardWithName:storyboard bundle:nil] instantiateViewControllerWithIdentifier:identifier];
                }
            }
            if (controller == nil) {
                return nil;
            }
            NSString *className = entry[SceneRestorationClassKey];
            Class savedClass = [className isKindOfClass:[NSString class]] ? NSClassFromString(className) : Nil;
            if (savedClass != Nil && ![controller isKindOfClass:savedClass]) {
                [self.notDecoded addObject:path];
            }
            return controller;
        }

        /// The controller at a path, made when a saved state refers to it first.
        - (nullable UIViewController *)controllerAtPath:(NSString *)path {
            UIViewController *found = self.controllers[path];
            if (found != nil || self.entries[path] == nil) {
                return found;
            }
            UIViewController *made = [self make:path launched:nil];
            if (made != nil) {
                [self attach:made atPath:path];
            }
            return made;
        }

        /// A coder over a controller's saved state (an empty one when it has none).
        - (NSCoder *)coderFor:(NSString *)path {
            NSData *data = self.entries[path][SceneRestorationStateKey];
            SceneRestorationUnarchiver *coder = [data isKindOfClass:[NSData class]] ? [SceneRestoration unarchiver:data] : nil;
            if (coder == nil) {
                coder = [SceneRestoration unarchiver:[[NSKeyedArchiver alloc] initRequiringSecureCoding:NO].encodedData];
            }
            coder.delegate = self;
            // The storyboard it came from: saved with it, else its class's one storyboard.
            NSDictionary *entry = self.entries[path];
            NSString *saved = entry[SceneRestorationStoryboardIdentifierKey];
            NSString *name = entry[SceneRestorationStoryboardKey] ?: (saved != nil ? SceneRestoration.storyboards[saved] : nil);
            if (name == nil && entry[SceneRestorationClassKey] != nil) {
                name = SceneRestoration.classStoryboards[entry[SceneRestorationClassKey]];
            }
            if (name != nil) {
                coder.storyboard = [UIStoryboard storyboardWithName:name bundle:nil];
            }
            return coder;
        }

        /// The views that were loaded when the state was saved, loaded again, parents first: UIKit
        /// loads a controller's view before it decodes its state (the classic archive's
        /// kViewControllerViewWasLoadedKey; Neuburg's order of restoration events), and decode
        /// methods set outlets.
        - (void)loadViews {
            for (NSString *path in [self.order copy]) {
                [self loadView:path];
            }
        }

        - (void)loadView:(NSString *)path {
            UIViewController *controller = self.controllers[path];
            NSNumber *loaded = self.entries[path][SceneRestorationViewLoadedKey];
            if (controller == nil || [self.notDecoded containsObject:path] || ([loaded isKindOfClass:[NSNumber class]] && !loaded.boolValue)) {
                return;
            }
            [controller loadViewIfNeeded];
        }

        /// Each controller's own decode method, parents first, as UIKit calls them (one a decode
        /// method asks for first is made then, its view loaded before its decode).
        - (void)decode {
            NSUInteger loaded = self.order.count;
            for (NSUInteger index = 0; index < self.order.count; index++) {
                NSString *path = self.order[index];
                if (index >= loaded) {
                    [self loadView:path];
                }
                UIViewController *controller = self.controllers[path];
                if ([self.notDecoded containsObject:path] || controller == nil
                    || ![SceneRestoration runs:@selector(decodeRestorableStateWithCoder:) on:controller]) {
                    continue;
                }
                // UIKit calls every restored controller's decode method, with an empty archive when
                // it saved nothing (Eventual's container overrides decode alone).
                NSKeyedUnarchiver *coder = (NSKeyedUnarchiver *)[self coderFor:path];
                [controller decodeRestorableStateWithCoder:coder];
                [coder finishDecoding];
            }
        }

        /// Presented controllers once the window is on screen, each after the one it is
        /// presented from; then applicationFinishedRestoringState on every controller, which
        /// UIKit calls once the whole tree, presentations included, is restored.
        - (void)present {
            if (self.presentations.count == 0) {
                [self finish];
                return;
            }
            dispatch_async(dispatch_get_main_queue(), ^{
                [self presentNext];
            });
        }

        - (void)presentNext {
            if (self.presentations.count == 0) {
                [self finish];
                return;
            }
            NSArray<UIViewController *> *pair = self.presentations.firstObject;
            [self.presentations removeObjectAtIndex:0];
            [pair[0] presentViewController:pair[1] animated:NO completion:^{
                [self presentNext];
            }];
        }

        - (void)finish {
            for (NSString *path in [self.order copy]) {
                [self.controllers[path] applicationFinishedRestoringState];
            }
        }

        - (nullable id)unarchiver:(NSKeyedUnarchiver *)unarchiver didDecodeObject:(nullable id) NS_RELEASES_ARGUMENT object NS_RETURNS_RETAINED {
            if (![object isKindOfClass:[SceneRestorationReference class]]) {
                return object;
            }
            UIViewController *found = [self controllerAtPath:((SceneRestorationReference *)object).path];
            return found ?: object;
        }

        @end

        """
}
