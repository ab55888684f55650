#import <UIKit/UIKit.h>

@interface BNRDetailViewController : UIViewController <UIViewControllerRestoration>

@property (copy, nonatomic) NSString *itemKey;

- (instancetype)initForNewItem:(BOOL)isNew;

@end
