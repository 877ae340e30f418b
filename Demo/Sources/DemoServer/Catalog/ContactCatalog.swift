/// A heterogeneous list: contacts sorted by name with an ad after every sixth, deterministic.
struct ContactCatalog: Sendable {
  /// A row of `/contacts`: a contact or an ad.
  struct Entry: Encodable, Sendable {
    let kind: String
    let id: String
    let name: String?
    let email: String?
    let text: String?
  }

  let count = 150

  /// The contacts whose name contains `search` (case-insensitive), sorted by name, with ads
  /// between them. The client draws the letter sections (from neighbouring rows).
  func entries(matching search: String) -> [Entry] {
    // Every person a different name (and so a different e-mail): two rows alike would read as
    // the duplicates the library drops. Within each run of 20 every first name once, with the
    // last names shifted by 7 a run (7 is prime to 20, so no pair repeats over 400 people).
    let people = (0..<count).map { index in
      let first = PictureCatalog.firstNames[index % 20]
      let last = PictureCatalog.lastNames[(index / 20 * 7 + index % 20 * 3) % 20]
      return (index: index, first: first, last: last, name: "\(first) \(last)")
    }
    .sorted { ($0.name, $0.index) < ($1.name, $1.index) }
    var entries: [Entry] = []
    var shown = 0
    for person in people {
      guard search.isEmpty || person.name.lowercased().contains(search.lowercased()) else { continue }
      entries.append(
        Entry(
          kind: "contact", id: "c\(person.index)", name: person.name,
          email: "\(person.first.lowercased()).\(person.last.lowercased())@example.com", text: nil))
      shown += 1
      if shown % 6 == 0 {
        entries.append(
          Entry(kind: "ad", id: "ad\(person.index)", name: nil, email: nil, text: Self.ads[(shown / 6) % 4]))
      }
    }
    return entries
  }

  static let ads = [
    "Try AsyncList: pages and details that load as you scroll",
    "Your ad here: rows of another kind, in the same list",
    "Demo server special: 30 % of requests fail (press e)",
    "Sponsored: a list that never loads a page twice",
  ]
}
