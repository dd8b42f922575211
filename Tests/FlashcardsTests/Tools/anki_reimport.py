#!/usr/bin/env python3
"""Import several .apkg or .tsv files, in order, into ONE fresh Anki collection with the real
Anki library, as a learner importing a deck and later its updated re-export would.

usage: anki_reimport.py FIRST.apkg|.tsv [LATER.apkg|.tsv ...]

Uses Anki's import-dialog defaults: ImportAnkiPackageOptions() for packages (as
verify_apkg.py's first pass), the file's own # headers for text (as verify_tsv.py). Prints one JSON object: per import the importer's log counts and the collection's note
and card totals after it, then every note of the final collection (guid, note type, fields,
tags, decks of its cards). Exit status: 0 ok, 2 an import raised.
Used by FlashcardsTests (AnkiReimportTests); needs the venv python from shared/anki/setup.sh.
"""
import json
import os
import shutil
import sys
import tempfile

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest, ImportCsvRequest


def import_file(col: Collection, path: str):
    if path.endswith(".tsv"):
        metadata = col.get_csv_metadata(path, None)  # None: Anki reads the #separator header
        return col.import_csv(ImportCsvRequest(path=path, metadata=metadata))
    return col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=ImportAnkiPackageOptions()))


def main() -> int:
    paths = [os.path.abspath(p) for p in sys.argv[1:]]
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="lifequiz-reimport-")
    col = Collection(os.path.join(tmp, "collection.anki2"))
    try:
        imports = []
        for path in paths:
            try:
                res = import_file(col, path)
            except Exception as e:  # anki.errors.*: report which file and why
                print(json.dumps({"error": f"importing {path} raised {type(e).__name__}: {e}"}))
                return 2
            log = res.log
            imports.append({
                "file": path,
                "new": len(log.new), "updated": len(log.updated), "duplicate": len(log.duplicate),
                "conflicting": len(log.conflicting), "missingNotetype": len(log.missing_notetype),
                "notes": col.note_count(), "cards": col.card_count(),
            })
        notes = []
        for nid, guid, mid, flds, tags in col.db.all("select id, guid, mid, flds, tags from notes order by id"):
            decks = sorted({col.decks.name(did) for did in col.db.list("select did from cards where nid = ?", nid)})
            cards = col.db.scalar("select count() from cards where nid = ?", nid)
            notes.append({
                "guid": guid, "notetype": col.models.get(mid)["name"], "fields": flds.split("\x1f"),
                "tags": tags.split(), "decks": decks, "cards": cards,
            })
        print(json.dumps({"imports": imports, "notes": notes}, ensure_ascii=False))
        return 0
    finally:
        col.close()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
