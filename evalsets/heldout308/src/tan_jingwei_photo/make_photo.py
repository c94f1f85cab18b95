# page-1.png (pdftoppm -r 150) -> phone photo JPEG without a text layer
import random, pathlib
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(308)
here = pathlib.Path(__file__).parent
img = Image.open(here / "page-1.png").convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, h))        # whole printed page
w, h = img.size
# paper on a desk: pad with a darker background, rotate ~2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(img, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = img.size
# uneven lighting: gradient from top-left, vignette
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    d.line([(0, y), (w, y)], fill=int(255 - 45 * (y / h)))
img = ImageChops.multiply(img, Image.merge("RGB", [shade] * 3))
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.25, -h * 0.2, w * 1.25, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (w, h), (40, 35, 30)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# sensor noise
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save(here.parents[1] / "cvs" / "IMG_20230314_简历.jpg", quality=82)
print("ok", img.size)
