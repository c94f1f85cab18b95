# Turn a rendered page into a phone photo of a printed sheet (no text layer).
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(330)
page = Image.open(sys.argv[1]).convert("RGB")
w, h = page.size
# crop lower empty part a little, put on a table-coloured background
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (112, 96, 80))
bg.paste(page, (int(w * 0.06), int(h * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(112, 96, 80))
W, H = img.size
# shading: darker towards the lower right, vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 60):
    d.rectangle([i * W // 120, i * H // 120, W - i * W // 120, H - i * H // 120], fill=int(i * 255 / 60))
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new("RGB", (W, H), (30, 25, 20))
img = Image.composite(img, dark, shade.point(lambda v: 195 + v * 60 // 255))
grad = Image.linear_gradient("L").resize((W, H)).rotate(35, expand=False)
img = Image.composite(img, Image.blend(img, Image.new("RGB", (W, H), (60, 55, 50)), 0.35), grad.point(lambda v: 255 - v // 2))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=2.0, offset=-64)
img.save(sys.argv[2], "JPEG", quality=82)
