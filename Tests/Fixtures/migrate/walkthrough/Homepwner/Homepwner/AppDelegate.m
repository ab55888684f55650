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
