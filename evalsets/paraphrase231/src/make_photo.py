"""Turns src/ran_page.png into a phone-photo-like JPEG in cvs/ (rotation, vignette, blur, noise)."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(231)
here = os.path.dirname(os.path.abspath(__file__))
im = Image.open(os.path.join(here, 'ran_page.png')).convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w*1.12), int(h*1.08)), (92, 78, 64))   # wooden desk
bg.paste(im, ((bg.width-w)//2, (bg.height-h)//2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# warm tint + vignette / uneven lighting
mask = Image.new('L', bg.size, 0); d = ImageDraw.Draw(mask)
for i in range(60):
    d.ellipse([ -bg.width*0.3 + i*12, -bg.height*0.25 + i*14, bg.width*1.2 - i*12, bg.height*1.25 - i*14], fill=int(150 + i*1.75))
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', bg.size, (40, 34, 28))
bg = Image.composite(bg, dark, mask)
tint = Image.new('RGB', bg.size, (255, 240, 215))
bg = ImageChops.multiply(bg, tint)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, ImageChops.invert(noise).point(lambda v: 255 - v//6)), 0.5)
bg.save(os.path.join(here, '..', 'cvs', 'IMG_20261118_092241.jpg'), quality=82)
print(bg.size)
