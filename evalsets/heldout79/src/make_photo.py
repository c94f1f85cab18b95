"""Turn a rendered page PNG into a phone photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(79)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# paper on a darker table
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# uneven lighting: gradient from upper-left
grad = Image.new("L", img.size)
d = ImageDraw.Draw(grad)
for y in range(img.height):
    d.line([(0, y), (img.width, y)], fill=int(255 - 55 * y / img.height))
shade = Image.merge("RGB", [grad] * 3)
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0)
ImageDraw.Draw(vig).ellipse([-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 26, 22)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(dst, "JPEG", quality=82)
