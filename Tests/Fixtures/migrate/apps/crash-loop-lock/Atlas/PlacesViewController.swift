import UIKit

/// The places; a row opens one.
class PlacesViewController: UITableViewController {
    let places = ["Lisbon", "Oslo", "Kyoto"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Place")
        cell.textLabel?.text = places[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showPlace", sender: places[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? PlaceViewController)?.place = sender as? String ?? ""
    }
}
