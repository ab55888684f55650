#import <UIKit/UIKit.h>

@interface AccountsContainer : UIViewController
@end
