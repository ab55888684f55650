import UIKit

/// A shelf's books; a row opens the book (the storyboard's "showBook" segue).
class ShelfViewController: UITableViewController {
    var books: [String] { Shelf.books[restorationIdentifier ?? ""] ?? [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showBook", sender: books[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let book = segue.destination as? BookViewController, let title = sender as? String {
            book.bookTitle = title
        }
    }
}
