"""Turn a rendered CV page (PNG) into a phone-photo-like JPEG without a text layer."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(7)
page = Image.open(src).convert("RGB")
page = page.crop((0, 0, page.width, int(page.height * 0.55)))  # photo of the filled top part
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.10)), (92, 78, 64))  # wooden desk
bg.paste(page, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: darker towards the bottom-right, warm cast
g = Image.linear_gradient("L")
shade = ImageChops.add(g.resize(img.size), g.rotate(90).resize(img.size), scale=2.0)
shade = shade.point(lambda v: 255 - int(v * 0.35))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade.point(lambda v: int(v * 0.95)))))
# vignette
vig = Image.new("L", img.size, 0)
d = ImageDraw.Draw(vig)
d.ellipse((-img.width * 0.15, -img.height * 0.1, img.width * 1.15, img.height * 1.1), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(img.width // 8))
img = Image.composite(img, Image.new("RGB", img.size, (30, 25, 20)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(dst, "JPEG", quality=82)
