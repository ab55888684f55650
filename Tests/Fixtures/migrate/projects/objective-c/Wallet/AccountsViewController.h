#import <UIKit/UIKit.h>

@interface AccountsViewController : UITableViewController <UIViewControllerRestoration>

@property (copy, nonatomic) NSString *selectedAccount;

@end
