import UIKit

/// The recipe list: a row pushes the recipe, made from the storyboard in code (no segue leads
/// to it).
class RecipesViewController: UITableViewController {
    let recipes = ["Bread", "Soup", "Pie"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Recipe")
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let recipe = storyboard!.instantiateViewController(withIdentifier: "Recipe") as! RecipeViewController
        recipe.name = recipes[indexPath.row]
        navigationController?.pushViewController(recipe, animated: true)
    }
}
