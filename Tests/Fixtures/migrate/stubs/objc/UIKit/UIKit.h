// A stub of the UIKit declarations the Objective-C code `uistate migrate` writes (and the test
// projects) use, written from Apple's documented headers: `clang -fsyntax-only` against it
// proves the code's syntax, types and selectors, not UIKit's behaviour. Declarations introduced
// after iOS 8 carry the availability Apple's headers give them.
#pragma once
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef double CGFloat;
typedef struct { double x, y, width, height; } CGRect;

@class UIWindow, UIViewController, UIStoryboard, UIScene, UIWindowScene, UISceneSession, UIApplication, UIView;

@protocol UIStateRestoring <NSObject>
@end

@protocol UIUserActivityRestoring <NSObject>
- (void)restoreUserActivityState:(NSUserActivity *)userActivity;
@end

@interface UIResponder : NSObject <UIUserActivityRestoring>
@property (nullable, strong) NSUserActivity *userActivity;
- (void)restoreUserActivityState:(NSUserActivity *)userActivity;
@end

@interface UIScreen : NSObject
+ (UIScreen *)mainScreen;
@property (class, readonly) UIScreen *mainScreen;
@property (readonly) CGRect bounds;
@end

@interface UIColor : NSObject
@property (class, readonly, strong) UIColor *whiteColor;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end

@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
@property (nullable, copy) NSString *restorationIdentifier;
@property (nullable, readonly) UIWindow *window;
@property (nullable, copy) UIColor *backgroundColor;
@property (null_resettable, strong) UIColor *tintColor;
- (void)addSubview:(UIView *)view;
@end

@protocol UIViewControllerRestoration
+ (nullable UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder;
@end

@interface UIViewController : UIResponder <UIStateRestoring>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, copy) NSString *restorationIdentifier;
@property (nullable, readwrite, assign) Class<UIViewControllerRestoration> restorationClass;
@property (nullable, readonly, strong) UIStoryboard *storyboard;
@property (null_resettable, strong) UIView *view;
@property (readonly, getter=isViewLoaded) BOOL viewLoaded;
- (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
@property (nullable, copy) NSString *title;
@property (getter=isEditing) BOOL editing;
@property (readonly) NSArray<UIViewController *> *childViewControllers;
@property (nullable, readonly) UIViewController *presentedViewController;
@property (nullable, readonly) UIViewController *presentingViewController;
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^ _Nullable)(void))completion;
- (void)addChildViewController:(UIViewController *)childController;
- (void)didMoveToParentViewController:(nullable UIViewController *)parent;
- (void)viewDidLoad;
- (void)encodeRestorableStateWithCoder:(NSCoder *)coder;
- (void)decodeRestorableStateWithCoder:(NSCoder *)coder;
- (void)applicationFinishedRestoringState;
@end

@interface UINavigationBar : UIView
@property (getter=isTranslucent) BOOL translucent;
@end

@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
@property (readonly) UINavigationBar *navigationBar;
@property (copy) NSArray<UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
@end

@interface UITabBarController : UIViewController
@property (nullable, copy) NSArray<__kindof UIViewController *> *viewControllers;
@property NSUInteger selectedIndex;
@end

@interface UISplitViewController : UIViewController
@property (copy) NSArray<__kindof UIViewController *> *viewControllers;
@end

@interface UIPageViewController : UIViewController
@end

@protocol UITableViewDataSource <NSObject>
@end

@protocol UITableViewDelegate <NSObject>
@end

typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain,
    UITableViewStyleGrouped,
    UITableViewStyleInsetGrouped,
};

@interface UITableView : UIView
@end

@interface UITableViewController : UIViewController <UITableViewDataSource, UITableViewDelegate>
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
@property (null_resettable, strong) UITableView *tableView;
@end

@interface UITextField : UIView
@property (nullable, copy) NSString *text;
@end

@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
- (nullable __kindof UIViewController *)instantiateInitialViewController;
@end

@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene API_AVAILABLE(ios(13.0));
- (instancetype)initWithFrame:(CGRect)frame;
@property (nullable, strong) UIViewController *rootViewController;
@property (nullable, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0));
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@end

typedef NSString *UIApplicationOpenURLOptionsKey;
typedef NSString *UIApplicationLaunchOptionsKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsSourceApplicationKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsAnnotationKey;
extern UIApplicationOpenURLOptionsKey const UIApplicationOpenURLOptionsOpenInPlaceKey;
extern UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsURLKey;
extern UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsShortcutItemKey;
extern NSString *const UIStateRestorationViewControllerStoryboardKey;

@interface UIApplicationShortcutItem : NSObject
@property (readonly, copy) NSString *type;
@end

API_AVAILABLE(ios(13.0))
@interface UISceneOpenURLOptions : NSObject
@property (nullable, readonly) NSString *sourceApplication;
@property (nullable, readonly) id annotation;
@property (readonly) BOOL openInPlace;
@end

API_AVAILABLE(ios(13.0))
@interface UIOpenURLContext : NSObject
@property (readonly, copy) NSURL *URL;
@property (readonly, strong) UISceneOpenURLOptions *options;
@end

API_AVAILABLE(ios(13.0))
@interface UISceneConnectionOptions : NSObject
@property (readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@property (readonly, copy) NSSet<NSUserActivity *> *userActivities;
@property (nullable, readonly) UIApplicationShortcutItem *shortcutItem;
@end

API_AVAILABLE(ios(13.0))
@interface UISceneSession : NSObject
@property (nullable, strong) NSUserActivity *stateRestorationActivity;
@property (readonly) NSString *persistentIdentifier;
@end

API_AVAILABLE(ios(13.0))
@interface UIScene : UIResponder
@property (readonly) UISceneSession *session;
@end

API_AVAILABLE(ios(13.0))
@interface UIWindowScene : UIScene
@end

API_AVAILABLE(ios(13.0))
@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;
- (void)sceneDidDisconnect:(UIScene *)scene;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)sceneWillResignActive:(UIScene *)scene;
- (void)sceneWillEnterForeground:(UIScene *)scene;
- (void)sceneDidEnterBackground:(UIScene *)scene;
- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;
- (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene;
- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity;
@end

API_AVAILABLE(ios(13.0))
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler;
@end

@protocol UIApplicationDelegate <NSObject>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (void)applicationDidBecomeActive:(UIApplication *)application;
- (void)applicationWillResignActive:(UIApplication *)application;
- (void)applicationDidEnterBackground:(UIApplication *)application;
- (void)applicationWillEnterForeground:(UIApplication *)application;
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options;
- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(nullable NSString *)sourceApplication annotation:(id)annotation;
- (BOOL)application:(UIApplication *)application handleOpenURL:(NSURL *)url;
- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> * _Nullable restorableObjects))restorationHandler;
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler;
- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder API_AVAILABLE(ios(13.2));
- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder API_AVAILABLE(ios(13.2));
- (BOOL)application:(UIApplication *)application shouldSaveApplicationState:(NSCoder *)coder API_DEPRECATED("Use application:shouldSaveSecureApplicationState: instead", ios(6.0, 13.2));
- (BOOL)application:(UIApplication *)application shouldRestoreApplicationState:(NSCoder *)coder API_DEPRECATED("Use application:shouldRestoreSecureApplicationState: instead", ios(6.0, 13.2));
- (void)application:(UIApplication *)application willEncodeRestorableStateWithCoder:(NSCoder *)coder;
- (void)application:(UIApplication *)application didDecodeRestorableStateWithCoder:(NSCoder *)coder;
- (nullable UIViewController *)application:(UIApplication *)application viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents coder:(NSCoder *)coder;
@end

@interface UIApplication : UIResponder
+ (void)registerObjectForStateRestoration:(id<UIStateRestoring>)object restorationIdentifier:(NSString *)restorationIdentifier;
@property (class, readonly, strong) UIApplication *sharedApplication;
+ (UIApplication *)sharedApplication;
@property (nullable, assign) id<UIApplicationDelegate> delegate;
@property (nullable, readonly) UIWindow *keyWindow;
@property (readonly) NSArray<UIWindow *> *windows;
@end

int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable principalClassName, NSString * _Nullable delegateClassName);

NS_ASSUME_NONNULL_END
