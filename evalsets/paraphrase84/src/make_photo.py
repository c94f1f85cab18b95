"""Turn the rendered page of Li Ruoxi's CV into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(84)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
w, h = page.size
# place the page on a darker "desk" background, slightly rotated
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 74))
rot = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
canvas.paste(rot, ((canvas.width - rot.width) // 2, (canvas.height - rot.height) // 2))
# uneven lighting: horizontal gradient + vignette
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
for x in range(canvas.width):
    d.line([(x, 0), (x, canvas.height)], fill=int(255 - 55 * x / canvas.width))
vign = Image.new("L", canvas.size, 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-canvas.width * 0.15, -canvas.height * 0.1, canvas.width * 1.15, canvas.height * 1.1], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(shade, vign)
dark = Image.new("RGB", canvas.size, (30, 28, 24))
img = Image.composite(canvas, dark, mask.point(lambda v: 90 + v * 165 // 255))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
px = img.load()
for _ in range(canvas.width * canvas.height // 6):
    x, y = random.randrange(canvas.width), random.randrange(canvas.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(dst, "JPEG", quality=80)
