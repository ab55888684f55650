#import "AppDelegate.h"
#import "AccountsViewController.h"

/// The identifier of the window's root, for this file only.
static NSString *const LedgerRootIdentifier = @"Navigation";

/// The ledger's colours, a category of this file.
@interface UIColor (Ledger)
+ (UIColor *)ledgerTintColor;
@end

@implementation UIColor (Ledger)
+ (UIColor *)ledgerTintColor {
    return [UIColor systemIndigoColor];
}
@end

@implementation AppDelegate {
    // The accounts the list shows, and the currency they are in: instance variables.
    NSArray<NSString *> *_accounts;
    NSString *_currency;
}

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    _accounts = @[@"Checking", @"Savings", @"Travel"];
    _currency = @"EUR";
    AccountsViewController *accounts = [[AccountsViewController alloc] initWithAccounts:_accounts currency:_currency];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
    navigation.restorationIdentifier = LedgerRootIdentifier;
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.tintColor = [UIColor ledgerTintColor];
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder {
    return YES;
}

- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder {
    return YES;
}

@end
