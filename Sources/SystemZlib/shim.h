// The system's zlib, for the deflate and CRC-32 of Anki packages (Sources/Flashcards/Zip).
#include <zlib.h>
