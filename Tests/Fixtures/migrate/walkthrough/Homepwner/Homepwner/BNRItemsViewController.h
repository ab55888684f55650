#import <UIKit/UIKit.h>

@interface BNRItemsViewController : UITableViewController

@end
