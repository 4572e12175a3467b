#include <unicode/utypes.h>
#include <unicode/unorm2.h>
#include <unicode/ubrk.h>
#include <unicode/utrans.h>
#include <unicode/uscript.h>
