#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The item-list app's classic Xcode project (the app `uistate sample` and `uistate demo` record:
/// Big Nerd Ranch's Homepwner, written for this repository in Objective-C, with restoration
/// classes, an app delegate factory and a version check), so the migration can be tried without
/// a source checkout: `uistate sample --project Homepwner`, then `uistate migrate scenes` in it
/// (docs/migrate.md's walkthrough).
public enum SampleProject {
    /// The folder `write(to:)` makes.
    public static let name = "Homepwner"
    public static let bundleIdentifier = "com.bignerdranch.Homepwner"

    /// Each file's path in the project folder and its text.
    public static let files: [(path: String, text: String)] = [
        ("Homepwner.xcodeproj/project.pbxproj", #"""
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	classes = {
            	};
            	objectVersion = 56;
            	objects = {

            /* Begin PBXBuildFile section */
            		0F2F670E6A13EC3B1B1D718E /* main.m in Sources */ = {isa = PBXBuildFile; fileRef = 1203E5DEC1CC25F625D014E3 /* main.m */; };
            		1F19C5A7C9ADA1C7C93091EB /* BNRItemStore.m in Sources */ = {isa = PBXBuildFile; fileRef = 942A5170584D333A5AB35343 /* BNRItemStore.m */; };
            		692C9FF43BE2D7FF6C2D0E17 /* BNRItemsViewController.m in Sources */ = {isa = PBXBuildFile; fileRef = 2BCA7EA8365AC81F66FC53CF /* BNRItemsViewController.m */; };
            		C8D5986FCD53C49639B7F555 /* AppDelegate.m in Sources */ = {isa = PBXBuildFile; fileRef = 0D259F8C3192421884A03B05 /* AppDelegate.m */; };
            		C94C456064941F617AB121B4 /* BNRDetailViewController.m in Sources */ = {isa = PBXBuildFile; fileRef = 1D5115E784D7BA4FD91332DD /* BNRDetailViewController.m */; };
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            		0D259F8C3192421884A03B05 /* AppDelegate.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = AppDelegate.m; sourceTree = "<group>"; };
            		1203E5DEC1CC25F625D014E3 /* main.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = main.m; sourceTree = "<group>"; };
            		1D5115E784D7BA4FD91332DD /* BNRDetailViewController.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = BNRDetailViewController.m; sourceTree = "<group>"; };
            		2BCA7EA8365AC81F66FC53CF /* BNRItemsViewController.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = BNRItemsViewController.m; sourceTree = "<group>"; };
            		43489AD7ED2497349CA961B8 /* BNRItemStore.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = BNRItemStore.h; sourceTree = "<group>"; };
            		62AD28729228FF0BA7418144 /* BNRItemsViewController.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = BNRItemsViewController.h; sourceTree = "<group>"; };
            		942A5170584D333A5AB35343 /* BNRItemStore.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = BNRItemStore.m; sourceTree = "<group>"; };
            		B6E9CC304E944BF2167FCE40 /* AppDelegate.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = AppDelegate.h; sourceTree = "<group>"; };
            		E84D277F2D510DE77A6BE68C /* Homepwner.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Homepwner.app; sourceTree = BUILT_PRODUCTS_DIR; };
            		F35F0A3463B3BD9241267C1E /* Homepwner-Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Homepwner-Info.plist; sourceTree = "<group>"; };
            		F770B82EC167AA6355AE1D69 /* BNRDetailViewController.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = BNRDetailViewController.h; sourceTree = "<group>"; };
            /* End PBXFileReference section */

            /* Begin PBXFrameworksBuildPhase section */
            		C8BB2C9B09D0B0B4A5B53B45 /* Frameworks */ = {
            			isa = PBXFrameworksBuildPhase;
            			buildActionMask = 2147483647;
            			files = (
            			);
            			runOnlyForDeploymentPostprocessing = 0;
            		};
            /* End PBXFrameworksBuildPhase section */

            /* Begin PBXGroup section */
            		304BC21B82571F55C85123E5 = {
            			isa = PBXGroup;
            			children = (
            				D3692D36D5BCBF84C2A6D0EA /* Homepwner */,
            				E5C953D696A583178C0CEAAE /* Products */,
            			);
            			sourceTree = "<group>";
            		};
            		D3692D36D5BCBF84C2A6D0EA /* Homepwner */ = {
            			isa = PBXGroup;
            			children = (
            				B6E9CC304E944BF2167FCE40 /* AppDelegate.h */,
            				0D259F8C3192421884A03B05 /* AppDelegate.m */,
            				43489AD7ED2497349CA961B8 /* BNRItemStore.h */,
            				942A5170584D333A5AB35343 /* BNRItemStore.m */,
            				62AD28729228FF0BA7418144 /* BNRItemsViewController.h */,
            				2BCA7EA8365AC81F66FC53CF /* BNRItemsViewController.m */,
            				F770B82EC167AA6355AE1D69 /* BNRDetailViewController.h */,
            				1D5115E784D7BA4FD91332DD /* BNRDetailViewController.m */,
            				1203E5DEC1CC25F625D014E3 /* main.m */,
            				F35F0A3463B3BD9241267C1E /* Homepwner-Info.plist */,
            			);
            			path = Homepwner;
            			sourceTree = "<group>";
            		};
            		E5C953D696A583178C0CEAAE /* Products */ = {
            			isa = PBXGroup;
            			children = (
            				E84D277F2D510DE77A6BE68C /* Homepwner.app */,
            			);
            			name = Products;
            			sourceTree = "<group>";
            		};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            		350B1EC07F3A6F386AE0142A /* Homepwner */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = D7860C94E06E20B8584FCE48 /* Build configuration list for PBXNativeTarget "Homepwner" */;
            			buildPhases = (
            				3F517A25DF86E51D49A27B87 /* Sources */,
            				C8BB2C9B09D0B0B4A5B53B45 /* Frameworks */,
            				EA4FDA3407F582E53B3668A2 /* Resources */,
            			);
            			buildRules = (
            			);
            			dependencies = (
            			);
            			name = Homepwner;
            			packageProductDependencies = (
            			);
            			productName = Homepwner;
            			productReference = E84D277F2D510DE77A6BE68C /* Homepwner.app */;
            			productType = "com.apple.product-type.application";
            		};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            		00A93504BA08D5A4AA06EF5A /* Project object */ = {
            			isa = PBXProject;
            			attributes = {
            				BuildIndependentTargetsInParallel = 1;
            				LastSwiftUpdateCheck = 1500;
            				LastUpgradeCheck = 1500;
            			};
            			buildConfigurationList = 8C53790ED861D88B6A874BDA /* Build configuration list for PBXProject "Homepwner" */;
            			developmentRegion = en;
            			hasScannedForEncodings = 0;
            			knownRegions = (
            				en,
            				Base,
            			);
            			mainGroup = 304BC21B82571F55C85123E5;
            			productRefGroup = E5C953D696A583178C0CEAAE /* Products */;
            			projectDirPath = "";
            			projectRoot = "";
            			targets = (
            				350B1EC07F3A6F386AE0142A /* Homepwner */,
            			);
            		};
            /* End PBXProject section */

            /* Begin PBXResourcesBuildPhase section */
            		EA4FDA3407F582E53B3668A2 /* Resources */ = {
            			isa = PBXResourcesBuildPhase;
            			buildActionMask = 2147483647;
            			files = (
            			);
            			runOnlyForDeploymentPostprocessing = 0;
            		};
            /* End PBXResourcesBuildPhase section */

            /* Begin PBXSourcesBuildPhase section */
            		3F517A25DF86E51D49A27B87 /* Sources */ = {
            			isa = PBXSourcesBuildPhase;
            			buildActionMask = 2147483647;
            			files = (
            				C8D5986FCD53C49639B7F555 /* AppDelegate.m in Sources */,
            				1F19C5A7C9ADA1C7C93091EB /* BNRItemStore.m in Sources */,
            				692C9FF43BE2D7FF6C2D0E17 /* BNRItemsViewController.m in Sources */,
            				C94C456064941F617AB121B4 /* BNRDetailViewController.m in Sources */,
            				0F2F670E6A13EC3B1B1D718E /* main.m in Sources */,
            			);
            			runOnlyForDeploymentPostprocessing = 0;
            		};
            /* End PBXSourcesBuildPhase section */

            /* Begin XCBuildConfiguration section */
            		368F8CFC8F3D3901D15458BB /* Release */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				ALWAYS_SEARCH_USER_PATHS = NO;
            				CLANG_ENABLE_MODULES = YES;
            				CLANG_ENABLE_OBJC_ARC = YES;
            				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
            				SDKROOT = iphoneos;
            			};
            			name = Release;
            		};
            		B13754CB79B7F95D4B0F980B /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				ALWAYS_SEARCH_USER_PATHS = NO;
            				CLANG_ENABLE_MODULES = YES;
            				CLANG_ENABLE_OBJC_ARC = YES;
            				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
            				SDKROOT = iphoneos;
            			};
            			name = Debug;
            		};
            		BACFB183345CF62FE029A726 /* Release */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
            				CODE_SIGN_STYLE = Automatic;
            				CURRENT_PROJECT_VERSION = 11.0;
            				INFOPLIST_FILE = Homepwner/Homepwner-Info.plist;
            				LD_RUNPATH_SEARCH_PATHS = "$(inherited) @executable_path/Frameworks";
            				MARKETING_VERSION = 1.0;
            				PRODUCT_BUNDLE_IDENTIFIER = com.bignerdranch.Homepwner;
            				PRODUCT_NAME = "$(TARGET_NAME)";
            				TARGETED_DEVICE_FAMILY = "1,2";
            			};
            			name = Release;
            		};
            		DEF5F1EC6B0E59AF9CB4BEA0 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
            				CODE_SIGN_STYLE = Automatic;
            				CURRENT_PROJECT_VERSION = 11.0;
            				INFOPLIST_FILE = Homepwner/Homepwner-Info.plist;
            				LD_RUNPATH_SEARCH_PATHS = "$(inherited) @executable_path/Frameworks";
            				MARKETING_VERSION = 1.0;
            				PRODUCT_BUNDLE_IDENTIFIER = com.bignerdranch.Homepwner;
            				PRODUCT_NAME = "$(TARGET_NAME)";
            				TARGETED_DEVICE_FAMILY = "1,2";
            			};
            			name = Debug;
            		};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            		8C53790ED861D88B6A874BDA /* Build configuration list for PBXProject "Homepwner" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				B13754CB79B7F95D4B0F980B /* Debug */,
            				368F8CFC8F3D3901D15458BB /* Release */,
            			);
            			defaultConfigurationIsVisible = 0;
            			defaultConfigurationName = Release;
            		};
            		D7860C94E06E20B8584FCE48 /* Build configuration list for PBXNativeTarget "Homepwner" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				DEF5F1EC6B0E59AF9CB4BEA0 /* Debug */,
            				BACFB183345CF62FE029A726 /* Release */,
            			);
            			defaultConfigurationIsVisible = 0;
            			defaultConfigurationName = Release;
            		};
            /* End XCConfigurationList section */

            	};
            	rootObject = 00A93504BA08D5A4AA06EF5A /* Project object */;
            }
            """#),
        ("Homepwner/AppDelegate.h", #"""
            #import <UIKit/UIKit.h>

            @interface AppDelegate : UIResponder <UIApplicationDelegate>

            @property (strong, nonatomic) UIWindow *window;

            @end
            """#),
        ("Homepwner/AppDelegate.m", #"""
            #import "AppDelegate.h"
            #import "BNRItemsViewController.h"
            #import "BNRItemStore.h"

            static float const BNRStateVersion = 11.0;

            @implementation AppDelegate

            - (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                return YES;
            }

            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                // When restoration made the root controller already, keep it.
                if (!self.window.rootViewController) {
                    BNRItemsViewController *items = [[BNRItemsViewController alloc] init];
                    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:items];
                    navigation.restorationIdentifier = NSStringFromClass([navigation class]);
                    self.window.rootViewController = navigation;
                }
                [self.window makeKeyAndVisible];
                return YES;
            }

            - (void)applicationDidEnterBackground:(UIApplication *)application {
                [[BNRItemStore sharedStore] saveChanges];
            }

            - (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder {
                [coder encodeFloat:BNRStateVersion forKey:@"MyAppVersion"];
                return YES;
            }

            - (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
                return [coder decodeFloatForKey:@"MyAppVersion"] == BNRStateVersion;
            }

            - (UIViewController *)application:(UIApplication *)application viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
                // The navigation controllers: the list's, at the root; the new item's, presented.
                UINavigationController *navigation = [[UINavigationController alloc] init];
                navigation.restorationIdentifier = identifierComponents.lastObject;
                if (identifierComponents.count == 1) {
                    self.window.rootViewController = navigation;
                }
                return navigation;
            }

            @end
            """#),
        ("Homepwner/BNRDetailViewController.h", #"""
            #import <UIKit/UIKit.h>

            @interface BNRDetailViewController : UIViewController <UIViewControllerRestoration>

            @property (copy, nonatomic) NSString *itemKey;

            - (instancetype)initForNewItem:(BOOL)isNew;

            /// The new item's screen in its own navigation controller, presented from the list.
            + (UINavigationController *)navigationControllerForNewItem:(BNRDetailViewController *)detail;

            @end
            """#),
        ("Homepwner/BNRDetailViewController.m", #"""
            #import "BNRDetailViewController.h"
            #import "BNRItemStore.h"

            @implementation BNRDetailViewController

            + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
                // The new item's navigation controller, which this class restores too.
                if ([identifierComponents.lastObject isEqualToString:@"UINavigationController"]) {
                    return [self navigationControllerForNewItem:[[self alloc] initForNewItem:YES]];
                }
                // Three components: the new item's screen, in its own navigation controller.
                BOOL isNew = identifierComponents.count == 3;
                return [[self alloc] initForNewItem:isNew];
            }

            + (UINavigationController *)navigationControllerForNewItem:(BNRDetailViewController *)detail {
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:detail];
                navigation.restorationIdentifier = NSStringFromClass([navigation class]);
                navigation.restorationClass = [self class];
                return navigation;
            }

            - (instancetype)initForNewItem:(BOOL)isNew {
                if ((self = [super initWithNibName:nil bundle:nil])) {
                    self.restorationIdentifier = NSStringFromClass([self class]);
                    self.restorationClass = [self class];
                }
                return self;
            }

            - (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
                [coder encodeObject:self.itemKey forKey:@"item.itemKey"];
                [coder encodeObject:[BNRItemStore sharedStore] forKey:@"itemStore"];
                [super encodeRestorableStateWithCoder:coder];
            }

            - (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
                self.itemKey = [coder decodeObjectOfClass:[NSString class] forKey:@"item.itemKey"];
                [super decodeRestorableStateWithCoder:coder];
            }

            @end
            """#),
        ("Homepwner/BNRItemStore.h", #"""
            #import <UIKit/UIKit.h>

            /// The items, kept on disk; registered for state restoration (its item count).
            @interface BNRItemStore : NSObject <UIStateRestoring>

            + (instancetype)sharedStore;
            - (void)saveChanges;

            @end
            """#),
        ("Homepwner/BNRItemStore.m", #"""
            #import "BNRItemStore.h"

            @implementation BNRItemStore

            + (instancetype)sharedStore {
                static BNRItemStore *store = nil;
                static dispatch_once_t once;
                dispatch_once(&once, ^{
                    store = [[BNRItemStore alloc] init];
                    [UIApplication registerObjectForStateRestoration:store restorationIdentifier:@"BNRItemStore"];
                });
                return store;
            }

            - (void)saveChanges {
            }

            @end
            """#),
        ("Homepwner/BNRItemsViewController.h", #"""
            #import <UIKit/UIKit.h>

            @interface BNRItemsViewController : UITableViewController

            @end
            """#),
        ("Homepwner/BNRItemsViewController.m", #"""
            #import "BNRItemsViewController.h"
            #import "BNRDetailViewController.h"

            @implementation BNRItemsViewController

            - (instancetype)init {
                if ((self = [super initWithStyle:UITableViewStylePlain])) {
                    self.restorationIdentifier = NSStringFromClass([self class]);
                    self.restorationClass = [self class];
                }
                return self;
            }

            + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder {
                return [[self alloc] init];
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView.restorationIdentifier = @"BNRItemsViewControllerTableView";
            }

            - (void)addNewItem:(id)sender {
                BNRDetailViewController *detail = [[BNRDetailViewController alloc] initForNewItem:YES];
                [self presentViewController:[BNRDetailViewController navigationControllerForNewItem:detail] animated:YES completion:nil];
            }

            - (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
                [coder encodeBool:self.isEditing forKey:@"TableViewIsEditing"];
                [super encodeRestorableStateWithCoder:coder];
            }

            - (void)decodeRestorableStateWithCoder:(NSCoder *)coder {
                self.editing = [coder decodeBoolForKey:@"TableViewIsEditing"];
                [super decodeRestorableStateWithCoder:coder];
            }

            @end
            """#),
        ("Homepwner/Homepwner-Info.plist", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>CFBundleDevelopmentRegion</key>
            	<string>en</string>
            	<key>CFBundleExecutable</key>
            	<string>$(EXECUTABLE_NAME)</string>
            	<key>CFBundleIdentifier</key>
            	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            	<key>CFBundleShortVersionString</key>
            	<string>11.0</string>
            	<key>CFBundleVersion</key>
            	<string>$(CURRENT_PROJECT_VERSION)</string>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	<key>UISupportedInterfaceOrientations</key>
            	<array>
            		<string>UIInterfaceOrientationPortrait</string>
            	</array>
            </dict>
            </plist>
            """#),
        ("Homepwner/main.m", #"""
            #import <UIKit/UIKit.h>
            #import "AppDelegate.h"

            int main(int argc, char *argv[]) {
                return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
            }
            """#),
    ]

    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case notEmpty(String)
        case write(String, String)

        public var description: String {
            switch self {
            case .notEmpty(let path): "\(path) is there and not empty: give a new folder for the sample project"
            case .write(let path, let reason): "\(path) could not be written: \(reason)"
            }
        }
    }

    /// Writes the project into `folder` (made; a folder that is there must be empty).
    public static func write(to folder: URL) throws(Failure) {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty { throw .notEmpty(folder.path) }
        if manager.fileExists(atPath: folder.path), (try? manager.contentsOfDirectory(atPath: folder.path)) == nil { throw .notEmpty(folder.path) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((text + "\n").utf8).write(to: url)
            } catch {
                throw .write(url.path, "\(error)")
            }
        }
    }
}
