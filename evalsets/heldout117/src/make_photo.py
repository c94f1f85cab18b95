"""Turn the rendered page PNG into a phone-photo JPG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(117)
src, dst = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
# place page on a darker desk background, rotate ~2 degrees
bg = Image.new("RGB", (int(W*1.12), int(H*1.1)), (92, 84, 74))
bg.paste(page, ((bg.width-W)//2, (bg.height-H)//2))
img = bg.rotate(-1.8, resample=Image.BICUBIC, fillcolor=(92, 84, 74))
# shading: left-to-right gradient + vignette
grad = Image.new("L", img.size)
gd = ImageDraw.Draw(grad)
for x in range(img.width):
    gd.line([(x, 0), (x, img.height)], fill=int(255 - 45 * x / img.width))
vig = Image.new("L", img.size, 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-img.width*0.25, -img.height*0.2, img.width*1.25, img.height*1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
mask = ImageChops.multiply(grad, vig)
dark = Image.new("RGB", img.size, (40, 36, 30))
img = Image.composite(img, dark, mask.point(lambda v: int(v*0.55 + 255*0.45)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v//5)), 0.35)
img = img.resize((int(img.width*0.9), int(img.height*0.9)))
img.save(dst, "JPEG", quality=78)
print("wrote", dst, img.size)
