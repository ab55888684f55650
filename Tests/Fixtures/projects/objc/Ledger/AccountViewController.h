#import <UIKit/UIKit.h>

@interface AccountViewController : UIViewController <UIViewControllerRestoration>
@end
