// The example of AsyncList.docc/ClientSideRows.md, compiled and run; .ci/check-readme-snippet
// checks that the two copies match.

// DocC:client-rows-begin
import AsyncList
import AsyncListTesting
import Testing

struct Contact: Identifiable, Sendable, Equatable {
  let id: Int
  var name: String
  var isBlocked = false
}

/// Contacts by name, 20 a page; offsets as keys, so a refresh can start at any contact.
struct ContactSource: PageSource {
  let all: [Contact]

  func loadPage(_ request: PageRequest<Int, NoQuery>) async throws -> Page<Int, Contact> {
    let start = request.key ?? 0
    let end = min(all.count, start + request.loadSize)
    let previous = request.direction != .append && start > 0 ? max(0, start - request.loadSize) : nil
    return Page(items: Array(all[start..<end]), nextKey: end < all.count ? end : nil, previousKey: previous)
  }

  // Refresh in place: reload from the contact at the top of the screen.
  func refreshKey(for anchor: Contact) -> Int? { all.firstIndex { $0.id == anchor.id } }
}

/// A letter section above the first contact of each letter.
func letterSection(_ above: Contact?, _ row: Contact?) -> Character? {
  guard let letter = row?.name.first else { return nil }
  return above?.name.first == letter ? nil : letter
}

@MainActor
@Test(.timeLimit(.minutes(10))) func blockedContactsAreFilteredOutAndLetterSectionsComeFromNeighbours() async throws {
  let names = ["Ada", "Alan", "Barbara", "Bjarne", "Claude", "Dennis", "Donald", "Edsger"]
  let contacts = (0..<names.count).map { Contact(id: $0, name: names[$0], isBlocked: $0 == 2) }
  let model = AsyncListModel(
    source: ContactSource(all: contacts), configuration: PagingConfiguration(pageSize: 20))
  // Client-side rows: blocked contacts never show, and nothing reloads to hide them.
  model.rowTransform = RowTransform(filter: { !$0.isBlocked })
  model.start()
  for await _ in model.updates() where !model.rows.isEmpty { break }

  #expect(model.rows.map(\.name) == ["Ada", "Alan", "Bjarne", "Claude", "Dennis", "Donald", "Edsger"])
  // Separators come from each row and the row above it, when the row is drawn.
  let sections = model.rows.compactMap { model.separator(before: $0.id, letterSection) }
  #expect(sections == ["A", "B", "C", "D", "E"])
}
// DocC:client-rows-end
