"""Turns page-1.png (pdftoppm -r 150) into a phone-photo-like JPEG with no text layer."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, pathlib
random.seed(280)
here = pathlib.Path(__file__).resolve().parent
page = Image.open(next(here.glob("page*.png"))).convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.60)))          # printed sheet, the photo frames the filled top half
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))  # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = img.size
# uneven lighting: darker towards the lower right, slight warm cast
g = Image.linear_gradient("L").resize((W * 2, H * 2)).rotate(-35, expand=False)
shade = g.crop((W // 2, H // 2, W // 2 + W, H // 2 + H)).filter(ImageFilter.GaussianBlur(60))
shade = shade.point(lambda v: 255 - int(v * 0.38))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade.point(lambda v: int(v * 0.93)))))
# vignette
vig = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(vig)
d.ellipse((-W * 0.25, -H * 0.25, W * 1.25, H * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", (W, H), (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
out = here.parent.parent / "cvs" / "IMG_20261104_183512.jpg"
img.save(out, "JPEG", quality=80)
print(out, img.size)
