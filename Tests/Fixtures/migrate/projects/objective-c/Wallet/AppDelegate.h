#import <UIKit/UIKit.h>

@class WalletStore;

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) WalletStore *store;

@end
