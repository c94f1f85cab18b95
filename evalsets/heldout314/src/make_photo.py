# Turns src/nie_photo/page-1.png into a phone-photo-like JPG (no text layer).
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(314)
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, "nie_photo", "page-1.png")
out = os.path.join(here, "..", "cvs", "IMG_20220611_183204.jpg")
im = Image.open(src).convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w*1.12), int(h*1.08)), (92, 78, 64))  # desk
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
im = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + uneven lighting (vignette and a diagonal shadow)
W, H = im.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i/60))
    dr.ellipse([-W*0.3 + i*W*0.012, -H*0.25 + i*H*0.011, W*1.3 - i*W*0.012, H*1.25 - i*H*0.011], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 34, 28))
im = Image.composite(im, dark, mask)
shadow = Image.new("L", (W, H), 255)
ImageDraw.Draw(shadow).polygon([(0, H*0.55), (W*0.45, H), (0, H)], fill=170)
shadow = shadow.filter(ImageFilter.GaussianBlur(80))
im = ImageChops.multiply(im, Image.merge("RGB", [shadow]*3))
tint = Image.new("RGB", (W, H), (255, 240, 215))
im = ImageChops.multiply(im, tint)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p//4)), 0.35)
im.save(out, "JPEG", quality=82)
print("wrote", out, im.size)
