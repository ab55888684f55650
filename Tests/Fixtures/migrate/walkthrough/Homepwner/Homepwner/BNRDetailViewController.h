#import <UIKit/UIKit.h>

@interface BNRDetailViewController : UIViewController <UIViewControllerRestoration>

@property (copy, nonatomic) NSString *itemKey;

- (instancetype)initForNewItem:(BOOL)isNew;

/// The new item's screen in its own navigation controller, presented from the list.
+ (UINavigationController *)navigationControllerForNewItem:(BNRDetailViewController *)detail;

@end
