#import <UIKit/UIKit.h>

@interface AccountsViewController : UITableViewController

- (instancetype)initWithAccounts:(NSArray<NSString *> *)accounts currency:(NSString *)currency;

@property (copy, nonatomic) NSString *selectedAccount;

@end
